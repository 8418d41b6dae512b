/**
 * Where a pipeline keeps its state: the URLs it exported and what they were, the journal of the run in
 * progress, and the loads log. A store commits a run's journal into the state and the run's load record
 * into the log so that a reader sees the state before the run or after it, never between; committing the
 * same journal twice changes nothing (a crash after the commit and before the journal went is harmless).
 */
export {};
