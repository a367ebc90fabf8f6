pytest_plugins = ["tests.e2e.fakediscord.pytest_plugin"]
