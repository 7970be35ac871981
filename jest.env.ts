// Runs before each test file: the environment the app reads its configuration from.
process.env.CONTENT_API_URL = '';
process.env.CONTENT_STORAGE_URL = '/storage';
