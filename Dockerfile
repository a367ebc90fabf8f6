# Optional: the bot runs without Docker (see README).
# A pinned Python, patch release and Debian release both: a rebuild months later runs what was
# tested. Raise it on purpose (and run the tests), never by surprise.
FROM python:3.11.13-slim-bookworm
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1
# Pillow's wheels carry raqm and HarfBuzz but load FriBiDi from the system: without it the board
# pictures draw Devanagari, Bengali, Tamil, Thai and Arabic names unshaped (data/fonts/README.md).
RUN apt-get update && apt-get install -y --no-install-recommends libfribidi0 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
COPY data ./data
RUN pip install --no-cache-dir -e .
# The bot runs as an unprivileged user who owns only its data: a compromised process can neither
# rewrite its code nor touch the rest of the container.
RUN useradd --system --uid 10001 --user-group --home-dir /data --no-create-home --shell /usr/sbin/nologin masquerade \
    && mkdir -p /data \
    && chown masquerade:masquerade /data
# The games (SQLite) live on the volume. The heartbeat lives in /tmp, writable whichever database
# is used; METRICS_HOST only matters once METRICS_PORT is set (then published with -p).
ENV DATABASE_PATH=/data/masquerade.sqlite3 \
    HEARTBEAT_PATH=/tmp/masquerade-night.heartbeat \
    METRICS_HOST=0.0.0.0
VOLUME ["/data"]
USER masquerade
# Alive is not enough: python -m bot.ops.health fails when the event loop has not beaten for three
# heartbeats (a hung bot keeps its process), or Discord's gateway or the storage has been away for
# HEALTH_GRACE_SECONDS; it needs no token. start-period covers a first start's migrations.
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 CMD ["python", "-m", "bot.ops.health"]
CMD ["python", "-m", "bot"]
