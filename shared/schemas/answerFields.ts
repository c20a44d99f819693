// The building blocks of answer schemas (docs/contracts.md): what the server may send for an
// id, a text or a number it can leave out, and a list that comes as a page or a plain array.
// Answers are read with looseObject: fields the server adds later are kept, not refused.
import * as v from 'valibot';

/** Ids are numbers in the reference server; the older API sent strings too. */
export const answerId = v.union([v.number(), v.string()]);
export type Id = v.InferOutput<typeof answerId>;

/** Text the server may leave out or send as null: read as ''. */
export const textOrEmpty = v.pipe(
  v.nullish(v.string(), ''),
  v.transform((x) => x ?? ''),
);

/** Text the server may leave out: read as null. */
export const textOrNull = v.optional(v.nullable(v.string()), null);

/** A number (or a numeric string, as decimals leave PostgreSQL) the server may leave out: read as null. */
export const numberOrNull = v.optional(v.nullable(v.union([v.number(), v.pipe(v.string(), v.transform(Number))])), null);

/** A page ({ items, total }); a plain array is read as one page. */
export const listAnswerOf = <S extends v.GenericSchema>(item: S) =>
  v.union([
    v.looseObject({ items: v.array(item), total: v.optional(v.number(), 0) }),
    v.pipe(
      v.array(item),
      v.transform((items) => ({ items, total: items.length })),
    ),
  ]);

export type ListAnswer<T> = { items: T[]; total: number };

/** A region as addresses in answers carry it (a profile's, an order's delivery): its id and name. */
export const RegionAnswerSchema = v.looseObject({ id: v.number(), name: v.string() });
