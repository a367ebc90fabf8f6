# Optional: the bot runs without Docker (see README).
FROM python:3.11-slim
WORKDIR /app
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
COPY data ./data
RUN pip install --no-cache-dir -e .
ENV DATABASE_PATH=/data/masquerade.sqlite3
VOLUME ["/data"]
CMD ["python", "-m", "bot"]
