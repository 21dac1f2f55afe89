/** The shape of a namespace's English strings, which every other language provides exactly. */
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> }
