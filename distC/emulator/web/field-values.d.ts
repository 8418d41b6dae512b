import type { SyntheticPage } from './types.js';
/**
 * Values for single JSON Schema properties, read from a page by the property's name: the part of extract
 * that plays the language model. Array items carry their index in the key (`tags#2`).
 */
type Schema = {
    [key: string]: unknown;
};
/** The enum value the page mentions (title, keywords, language, category, host kind), else a stable one. */
export declare function pickEnum(seed: number, values: unknown[], page: SyntheticPage | undefined, key: string): unknown;
/** A string for a property, chosen by its name and format (`email`, `url`, `date`, `title`, `price`, ...). */
export declare function stringFor(s: Schema, key: string, page: SyntheticPage | undefined): string;
/** Pads or cuts a string to `minLength`/`maxLength`. */
export declare function fitString(s: Schema, value: string): string;
/** A number for a property, chosen by its name (`price`, `rating`, `employees`, `year`, `count`, ...). */
export declare function numberFor(key: string, page: SyntheticPage | undefined, seed: number): number;
/** Moves a number into `minimum`/`maximum`/`exclusive*` and onto `multipleOf`. */
export declare function fitNumber(s: Schema, value: number, integer: boolean): number;
/** A boolean for a property, chosen by its name (`inStock`, `isPdf`, `hasImages`, `broken`, ...). */
export declare function booleanFor(key: string, page: SyntheticPage | undefined, seed: number): boolean;
export {};
