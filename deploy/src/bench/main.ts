// `npm run bench`: performance is measured here, never by timed assertions in tests. The suite lands with the benchmark issue.
console.log('no benchmarks yet');
