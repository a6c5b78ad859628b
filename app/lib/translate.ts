/**
 * The site's translator: looks a key up in the copy a render was handed, picks the plural form
 * and fills in {{variables}}. It does only what our catalogues use (see DR 012): i18next did the
 * same job with about 22 KB gzip of code on every page and a third of React's own time at
 * hydration.
 */

/** Values a string can take in: {{name}} becomes String(value). */
export type Vars = Readonly<Record<string, string | number | undefined>>;

type PluralSuffix = "zero" | "one" | "two" | "few" | "many" | "other";
/** `found_one` and `found_other` are both read as `found` with a count. */
type PluralBase<K extends string> = K extends `${infer B}_${PluralSuffix}` ? B : K;

/**
 * Every string key of a catalogue, dot-separated (plural forms under their base key): what `t`
 * may be asked for.
 */
export type StringKeyOf<T, P extends string = ""> = T extends string
  ? never
  : T extends ReadonlyArray<infer E>
    ? StringKeyOf<E, `${P}${number}.`> | (E extends string ? `${P}${number}` : never)
    : {
        [K in keyof T & string]: T[K] extends string
          ? `${P}${PluralBase<K>}`
          : StringKeyOf<T[K], `${P}${K}.`>;
      }[keyof T & string];

type Catalogue = Readonly<Record<string, unknown>>;

const VARIABLE = /\{\{\s*([\w.]+)\s*\}\}/g;

/** Fills {{name}} from vars, then from the defaults; an unknown name is left as it is. */
export function interpolate(text: string, vars: Vars | undefined, defaults: Vars): string {
  if (!text.includes("{{")) return text;
  return text.replace(VARIABLE, (match, name: string) => {
    const value = vars?.[name] ?? defaults[name];
    return value === undefined ? match : String(value);
  });
}

function lookup(catalogue: unknown, key: string): unknown {
  let node = catalogue;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function fillAll(value: unknown, vars: Vars | undefined, defaults: Vars): unknown {
  if (typeof value === "string") return interpolate(value, vars, defaults);
  if (Array.isArray(value)) return value.map((item) => fillAll(item, vars, defaults));
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = fillAll(v, vars, defaults);
    return out;
  }
  return value;
}

/** One language's translator over the namespaces a render has. */
export class Translator<Bundles extends Catalogue = Catalogue> {
  readonly language: string;
  private readonly bundles: Bundles;
  private readonly defaults: Vars;
  private readonly plurals: Intl.PluralRules;
  private readonly fixed = new Map<string, (key: string, vars?: Vars) => string>();

  constructor(language: string, bundles: Bundles, defaults: Vars = {}) {
    this.language = language;
    this.bundles = bundles;
    this.defaults = defaults;
    this.plurals = new Intl.PluralRules(language);
  }

  /**
   * A string of a namespace. With a numeric `count`, the plural form the language's rules pick
   * (`key_one`, `key_many` ...), else `key_other`, else `key`. A key that is not there comes
   * back as the key itself, so a gap shows on the page instead of breaking it.
   */
  translate(ns: string, key: string, vars?: Vars): string {
    const catalogue = this.bundles[ns];
    let value: unknown;
    const count = vars?.count;
    if (typeof count === "number") {
      value =
        lookup(catalogue, `${key}_${this.plurals.select(count)}`) ??
        lookup(catalogue, `${key}_other`);
    }
    value ??= lookup(catalogue, key);
    return typeof value === "string" ? interpolate(value, vars, this.defaults) : key;
  }

  /** This translator with more namespaces: for copy that arrives after the render began (the 404's). */
  with(more: Partial<Bundles>): Translator<Bundles> {
    return new Translator(this.language, { ...this.bundles, ...more }, this.defaults);
  }

  /** A whole object or array of a namespace (cards, steps ...) with every string filled in. */
  copy(ns: string, key: string, vars?: Vars): unknown {
    return fillAll(lookup(this.bundles[ns], key), vars, this.defaults);
  }

  /** `t` bound to one namespace, the same function for as long as this translator lives. */
  fixedT(ns: string): (key: string, vars?: Vars) => string {
    let t = this.fixed.get(ns);
    if (!t) {
      t = (key, vars) => this.translate(ns, key, vars);
      this.fixed.set(ns, t);
    }
    return t;
  }

  /** `t` over every namespace: `"ns:key"`, or a key of `common`. */
  t = (key: string, vars?: Vars): string => {
    const colon = key.indexOf(":");
    return colon > 0
      ? this.translate(key.slice(0, colon), key.slice(colon + 1), vars)
      : this.translate("common", key, vars);
  };
}
