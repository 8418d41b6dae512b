/** Connects, makes sure of pgvector (Postgres), and checks that `table` holds chunks of `model` if it exists. */
export declare function checkVectorTable(target: string, table: string, model: string, env: NodeJS.ProcessEnv): Promise<void>;
