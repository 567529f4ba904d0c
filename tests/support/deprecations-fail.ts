// A deprecated call in the server fails the test that reaches it rather than printing a warning
// once per process that nobody reads (pg's overlapping queries on one connection, stop 21).
process.throwDeprecation = true;
