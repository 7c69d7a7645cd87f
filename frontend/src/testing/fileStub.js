// Jest stands this in for stylesheets and images (see moduleNameMapper in jest.config.js).
export default 'test-file-stub';
