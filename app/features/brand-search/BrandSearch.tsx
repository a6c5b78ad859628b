import { RotateCcw, Search, X } from "lucide-react";
import {
  memo,
  type MouseEvent,
  type RefObject,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { useLang } from "#app/lib/root-data";
import { useCopy } from "#app/lib/use-copy";
import { type Brand, isCategoryKey } from "./categories";
import { type Catalogue, type CategoryIconOf, ServerCatalogue } from "./server-catalogue";
import {
  type BrandSearchData,
  type CategoryFilter,
  countKey,
  FIRST_SCREEN,
  filterBrands,
} from "./search";

export interface BrandSearchProps {
  /**
   * From the page's loader: the search to start from (the block's default category, or what the
   * no-JavaScript form asked for), its results and the categories.
   */
  data: BrandSearchData;
  /** The form's target for visitors without JavaScript: this page, scrolled back to the block. */
  action: string;
}

// Cards enter 0.05 s apart; past the first screen the rest are simply there, so a long list
// (All has about 400) never leaves a visitor waiting seconds for the cards already in view.
const MAX_STAGGER = FIRST_SCREEN;

// One empty overflow for every render in the browser: a new [] each keystroke would draw the
// whole grid again.
const noBrands: readonly Brand[] = [];

/**
 * The brand directory: a text search, a category filter and the matching brands. It filters as
 * the visitor types; without JavaScript the same form is a GET the page's loader answers.
 */
export function BrandSearch({ data, action }: BrandSearchProps) {
  const { t } = useTranslation("brandSearch");
  const lang = useLang();
  const copy = useCopy("brandSearch");
  // One object per language: a new one each render would make every card render again.
  const labels = useMemo(() => copy("categories"), [copy]);
  const [query, setQuery] = useState(data.search.query);
  const [category, setCategory] = useState<CategoryFilter>(data.search.category);
  const form = useRef<HTMLFormElement>(null);
  const loaded = useCatalogue(form);
  const catalogue = loaded?.brands ?? null;
  const server = useContext(ServerCatalogue);
  // Keystrokes update the text box at once; the list follows in an interruptible render, so a
  // slow phone never makes typing wait for 400 cards.
  const shownQuery = useDeferredValue(query);
  const shownCategory = useDeferredValue(category);
  const all = catalogue ?? data.results;
  const results = useMemo(
    () => (catalogue ? filterBrands(catalogue, shownCategory, shownQuery) : data.results),
    [catalogue, shownCategory, shownQuery, data.results],
  );
  const count = catalogue ? results.length : data.count;
  // The search's brands past the first screen, drawn by the server only: every visitor without
  // JavaScript gets them (<noscript>); with it the browser does not even build them, and the
  // catalogue draws them once the visitor nears the block. Whether there are any comes from the
  // loader's data, so the server and the browser agree on the <noscript> being there.
  const more = data.count > data.results.length;
  const overflow = useMemo(
    () =>
      !more
        ? null
        : server
          ? filterBrands(server.brands, data.search.category, data.search.query).slice(
              data.results.length,
            )
          : noBrands,
    [more, server, data],
  );
  // Icons for the categories of the cards drawn: the home page's ten popular brands need a few
  // of the 27, and the HTML carries no more (the catalogue brings the rest).
  const iconCategories = useMemo(
    () => (overflow?.length ? [...all, ...overflow] : all).map((brand) => brand.category),
    [all, overflow],
  );
  // Where each shown brand sits in the results; the others stay mounted but hidden.
  const positions = useMemo(
    () => new Map(results.map((brand, index) => [brand.name, index])),
    [results],
  );
  const label = useCallback(
    (key: string) => (isCategoryKey(key) || key === "all" || key === "popular" ? labels[key] : key),
    [labels],
  );
  // Element ids and the sprite's fragment names: letters only, whatever useId's format.
  const id = `bs${useId().replace(/[^\w-]/g, "")}-`;
  const input = useRef<HTMLInputElement>(null);
  // Until the page hydrates the form is plain HTML: text typed, dictated or autofilled goes in
  // the box and a click checks a category, React sees neither. Whatever the box and the
  // categories hold once hydrated is the search.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined) setQuery(typed);
    const picked = form.current?.querySelector<HTMLInputElement>(
      'input[name="category"]:checked',
    )?.value;
    if (picked) setCategory(picked);
  }, []);

  // The buttons are submit buttons so they work without JavaScript; with it they act in place.
  const clear = useCallback((event: MouseEvent) => {
    event.preventDefault();
    setQuery("");
    input.current?.focus();
  }, []);
  const reset = useCallback((event: MouseEvent) => {
    event.preventDefault();
    setCategory("all");
  }, []);

  return (
    <search aria-label={t("searchLabel")}>
      <form
        ref={form}
        method="get"
        action={action}
        onSubmit={(event) => event.preventDefault()}
        className="text-left"
      >
        <IconSprite prefix={id} categories={iconCategories} icons={loaded?.categoryIcon ?? null} />
        <div className="mx-auto flex max-w-2xl items-center gap-2 rounded-full border border-ink-900/15 bg-white py-1.5 pr-1.5 pl-5 shadow-card focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30">
          <Search aria-hidden="true" size={20} className="shrink-0 text-ink-600" />
          <label htmlFor={`${id}q`} className="sr-only">
            {t("searchLabel")}
          </label>
          <input
            ref={input}
            id={`${id}q`}
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t("placeholder")}
            autoComplete="off"
            maxLength={100}
            className="brand-search-input min-h-11 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-ink-600"
          />
          {query !== "" && (
            <button
              type="submit"
              name="clear"
              value="1"
              onClick={clear}
              aria-label={t("clear")}
              title={t("clear")}
              className="grid size-11 shrink-0 place-items-center rounded-full text-ink-700 hover:bg-ink-900/5"
            >
              <X aria-hidden="true" size={18} />
            </button>
          )}
          <noscript>
            <button type="submit" className="btn-primary min-h-11 px-5">
              {t("submit")}
            </button>
          </noscript>
        </div>

        <CategoryFilter
          options={data.options}
          category={category}
          label={label}
          onSelect={setCategory}
          onReset={reset}
          legend={t("filterLabel")}
          resetLabel={t("reset")}
        />

        <output
          aria-live="polite"
          className="mt-8 block text-center text-sm font-semibold text-ink-700"
        >
          {t(countKey(shownQuery), { count })}
        </output>

        <BrandGrid
          brands={all}
          positions={positions}
          overflow={overflow}
          label={label}
          sprite={id}
          lang={lang}
          regionLabel={t("results")}
        />
        {count === 0 && shownQuery.trim() !== "" && (
          <div className="mx-auto mt-6 max-w-md rounded-card border border-dashed border-ink-900/15 px-6 py-10 text-center">
            <p className="text-lg font-bold">{t("empty.title")}</p>
            <p className="mt-2 text-ink-700">{t("empty.text")}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <button
                type="submit"
                name="reset"
                value="1"
                onClick={reset}
                className="btn-outline min-h-11 px-5"
              >
                {t("empty.resetCategory")}
              </button>
              <button
                type="submit"
                name="clear"
                value="1"
                onClick={clear}
                className="btn-primary min-h-11 px-5"
              >
                {t("empty.clearSearch")}
              </button>
            </div>
          </div>
        )}
      </form>
    </search>
  );
}

interface FilterProps {
  options: readonly CategoryFilter[];
  category: CategoryFilter;
  label: (category: string) => string;
  onSelect: (category: CategoryFilter) => void;
  onReset: (event: MouseEvent) => void;
  legend: string;
  resetLabel: string;
}

/** The category radios and their reset; drawn again only when the category changes, not per keystroke. */
const CategoryFilter = memo(function CategoryFilter({
  options,
  category,
  label,
  onSelect,
  onReset,
  legend,
  resetLabel,
}: FilterProps) {
  return (
    // min-w-0: a fieldset is at least as wide as its content by default, which would stretch
    // the phone's scrolling row to all 28 chips and leave most of them out of reach.
    <fieldset className="mt-8 min-w-0">
      <legend className="sr-only">{legend}</legend>
      {/* One scrolling row on phones (28 chips would fill the screen), wrapped lines above. */}
      <div className="-mx-5 flex items-center gap-2 overflow-x-auto px-5 pb-2 sm:mx-0 sm:flex-wrap sm:justify-center sm:overflow-visible sm:px-0">
        {options.map((option) => (
          <label key={option} className="brand-chip">
            <input
              type="radio"
              name="category"
              value={option}
              checked={category === option}
              onChange={() => onSelect(option)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-full outline-none"
            />
            <span>{label(option)}</span>
          </label>
        ))}
        <button
          type="submit"
          name="reset"
          value="1"
          onClick={onReset}
          className="inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-semibold whitespace-nowrap text-brand-700 underline-offset-4 hover:underline"
        >
          <RotateCcw aria-hidden="true" size={15} />
          {resetLabel}
        </button>
      </div>
    </fieldset>
  );
});

interface GridProps {
  /** Every brand the block has: the catalogue once loaded, the loader's results before. */
  brands: readonly Brand[];
  /** The shown brands' places in the results. */
  positions: ReadonlyMap<string, number>;
  /**
   * The loader's search found more than its first screen: the server's cards for the rest
   * (none in the browser, which leaves a <noscript> as React finds it).
   */
  overflow: readonly Brand[] | null;
  label: (category: string) => string;
  sprite: string;
  lang: string;
  regionLabel: string;
}

/**
 * The result list, scrolling inside a fixed height so 400 brands do not make the page endless.
 * Every brand keeps its card and a filter only hides or shows cards: mounting and unmounting
 * hundreds of them per keystroke costs far more than a frame on a phone.
 */
const BrandGrid = memo(function BrandGrid({
  brands: list,
  positions,
  overflow,
  label,
  sprite,
  lang,
  regionLabel,
}: GridProps) {
  const { t } = useTranslation("brandSearch");
  // A handful of distinct discounts among 400 cards: each label is built once, not per card.
  const offers = useMemo(() => {
    const percent = new Intl.NumberFormat(lang, { style: "percent" });
    const built = new Map<string, string>();
    for (const { discount } of overflow?.length ? [...list, ...overflow] : list)
      if (!built.has(discount))
        built.set(
          discount,
          t("upTo", { discount: percent.format(Number.parseFloat(discount) / 100) }),
        );
    return built;
  }, [list, overflow, lang, t]);
  const card = (brand: Brand, index: number | undefined) => (
    <BrandCard
      key={brand.name}
      brand={brand}
      index={index}
      categoryLabel={label(brand.category)}
      offer={offers.get(brand.discount) ?? ""}
      sprite={sprite}
    />
  );
  return (
    <section
      aria-label={regionLabel}
      hidden={positions.size === 0}
      // The list scrolls: keyboard users reach it with Tab and scroll it with the arrow keys.
      // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="mt-6 max-h-[44rem] overflow-y-auto rounded-card p-1 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <ul className={gridClass}>{list.map((brand) => card(brand, positions.get(brand.name)))}</ul>
      {overflow && (
        <noscript>
          <ul className={`${gridClass} mt-3`}>
            {overflow.map((brand, i) => card(brand, list.length + i))}
          </ul>
        </noscript>
      )}
    </section>
  );
});

const gridClass = "grid gap-3 min-[480px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4";

interface CardProps {
  brand: Brand;
  /** Its place in the results; none while it is filtered out. */
  index: number | undefined;
  categoryLabel: string;
  offer: string;
  sprite: string;
}

/**
 * One brand. It renders again only when it is filtered in or out: a card that stays in the
 * results while the visitor types skips rendering, even when its place (and so its entry delay)
 * changes. A card shown again replays its entry, delayed by its new place.
 */
const BrandCard = memo(
  function BrandCard({ brand, index, categoryLabel, offer, sprite }: CardProps) {
    const entering = index !== undefined && index < MAX_STAGGER;
    return (
      // Short classes (app.css, "Brand search"): the platform page sends 400 of these cards.
      <li
        hidden={index === undefined}
        className="bc"
        data-enter={entering ? "" : undefined}
        style={entering ? { ["--brand-i" as string]: index } : undefined}
      >
        <svg aria-hidden="true" className="bc-i" viewBox="0 0 24 24">
          <use href={`#${sprite}${iconKey(brand.category)}`} />
        </svg>
        <b className="bc-n">{brand.name}</b>
        <span className="bc-c">{categoryLabel}</span>
        <span className="bc-o">{offer}</span>
      </li>
    );
  },
  // By value: the first cards come from the loader, the later ones from the catalogue module.
  (before, after) =>
    (before.index === undefined) === (after.index === undefined) &&
    before.brand.name === after.brand.name &&
    before.brand.category === after.brand.category &&
    before.categoryLabel === after.categoryLabel &&
    before.brand.discount === after.brand.discount &&
    before.offer === after.offer &&
    before.sprite === after.sprite,
);

const iconKey = (category: string) => (isCategoryKey(category) ? category : "unknown");

/**
 * The whole catalogue, loaded (its own chunk) once the block is near the viewport or the visitor
 * reaches it, so the pages that show the search do not pay for 400 brands up front. Until then
 * the block shows the loader's first screen.
 */
function useCatalogue(ref: RefObject<HTMLFormElement | null>): Catalogue | null {
  const [list, setList] = useState<Catalogue | null>(null);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    let state: "idle" | "loading" | "done" = "idle";
    const load = () => {
      if (state !== "idle") return;
      state = "loading";
      import("./catalogue").then(
        (module) => {
          state = "done";
          observer.disconnect();
          setList({ brands: module.brands, categoryIcon: module.categoryIcon });
        },
        // A failed chunk load (offline, new deploy) is tried again on the next interaction.
        () => {
          state = "idle";
        },
      );
    };
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && load(),
      { rootMargin: "600px 0px" },
    );
    observer.observe(form);
    form.addEventListener("focusin", load);
    form.addEventListener("pointerover", load);
    return () => {
      observer.disconnect();
      form.removeEventListener("focusin", load);
      form.removeEventListener("pointerover", load);
    };
  }, [ref]);
  return list;
}

/**
 * Each category's icon drawn once; the cards point at it (`<use>`), which keeps 400 cards light.
 * The icons come from the catalogue chunk in the browser and from entry.server on the server.
 * Until the catalogue arrives the browser keeps the server's drawing as it is (or nothing after
 * a client navigation: the catalogue loads before the block scrolls into view).
 */
const IconSprite = memo(function IconSprite({
  prefix,
  categories,
  icons,
}: {
  prefix: string;
  categories: readonly string[];
  icons: CategoryIconOf | null;
}) {
  const server = useContext(ServerCatalogue);
  const iconOf = icons ?? server?.categoryIcon ?? null;
  const id = `${prefix}sprite`;
  const [fromServer] = useState(() =>
    iconOf || typeof document === "undefined" ? "" : (document.getElementById(id)?.innerHTML ?? ""),
  );
  const attributes = { id, "aria-hidden": true, width: 0, height: 0, className: "absolute" };
  if (!iconOf) {
    // React leaves markup set this way as it is when hydrating.
    return <svg key="server" {...attributes} dangerouslySetInnerHTML={{ __html: fromServer }} />;
  }
  const keys = [...new Set(categories.map(iconKey))];
  return (
    <svg key="icons" {...attributes}>
      {keys.map((key) => {
        const Icon = iconOf(key === "unknown" ? "" : key);
        return (
          <symbol key={key} id={`${prefix}${key}`} viewBox="0 0 24 24">
            <Icon />
          </symbol>
        );
      })}
    </svg>
  );
});
