import type { Client } from '../client.js';
import type { CrawlRequest } from '../schemas/crawl.js';
import type { CliContext } from './cli-context.js';
import { ExitCode } from './exit-codes.js';
export interface DemoVectors {
    path: string;
    pages: number;
    chunks: number;
    embedTokens: number;
    seconds: number;
    question: string;
    /** The page the question was taken from, and where it came among the answers (0: not in the top 5). */
    askedUrl: string;
    rank: number;
    topScore: number;
}
export declare function demoVectors(client: Client, embeddingsUrl: string, request: CrawlRequest, path: string, ctx: CliContext): Promise<DemoVectors | 'no-duckdb' | ExitCode>;
