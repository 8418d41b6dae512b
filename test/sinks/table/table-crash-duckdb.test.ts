import { tableCrashTests } from './table-crash-cases.js';

tableCrashTests('duckdb');
