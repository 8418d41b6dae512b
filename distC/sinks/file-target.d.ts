/** Whether `target` can name a single file: no URL scheme (`s3://`, `postgres://`) and no folder (`DIR/`). */
export declare function isFileName(target: string | undefined): target is string;
