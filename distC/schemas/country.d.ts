/**
 * `location.country`: an ISO 3166-1 alpha-2 code in any case (`us` is accepted), or the service's special
 * value `us-generic`.
 */
import * as z from 'zod';
/** Whether `value` is a country the service accepts. */
export declare function isCountry(value: string): boolean;
/** A country the service accepts (see the module comment). */
export declare const Country: z.ZodString;
