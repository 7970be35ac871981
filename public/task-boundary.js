/* A start-up stage boundary (src/start/nextTask.ts): running this file is a task of its own. */
