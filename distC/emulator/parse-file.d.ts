/** A parsed file: its markdown, title and page count (PDF pages; 1 for HTML). */
export interface ParsedFile {
    markdown: string;
    html?: string;
    title: string;
    pages: number;
}
export declare function parseUploadedFile(filename: string, bytes: Buffer): ParsedFile | string;
