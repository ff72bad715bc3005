import type { en } from './en';

export type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * What every dictionary must hold: the English keys, with plural keys free to take the forms their language
 * needs (Arabic has six). The dictionary test checks at run time that each language has exactly its forms.
 */
export type Shape<T> = {
  [K in keyof T as K extends `${string}_${PluralSuffix}` ? never : K]: T[K] extends string ? string : Shape<T[K]>;
} & {
  [K in keyof T as K extends `${infer Base}_other` ? `${Base}_${PluralSuffix}` : never]?: string;
};

export type Dictionary = Shape<typeof en>;
