# Optional: the bot runs without Docker (see README).
FROM python:3.11-slim
# FriBiDi lets Pillow shape Arabic and reorder right-to-left names in the board pictures.
RUN apt-get update && apt-get install -y --no-install-recommends libfribidi0 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
COPY data ./data
RUN pip install --no-cache-dir -e .
ENV DATABASE_PATH=/data/masquerade.sqlite3
VOLUME ["/data"]
CMD ["python", "-m", "bot"]
