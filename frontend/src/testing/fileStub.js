// Jest stands this in for stylesheets and images (see moduleNameMapper in jest.config.js).
module.exports = 'test-file-stub';
