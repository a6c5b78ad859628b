import { describe, expect, it } from "vitest";
import { legalUpdated } from "#app/config/legal";
import { legalPages } from "#app/config/pages";
import { site } from "#app/config/site";
import { makeI18n } from "#app/lib/i18n";
import { jobPosts, messages } from "#app/lib/messages.server";

// The eight openings, in order.
const openings = [
  ["ai-ml-engineer", "AI/ML Engineer", "Engineering", "4+ years", "$95,000", "$140,000"],
  [
    "blockchain-developer",
    "Blockchain Developer",
    "Engineering",
    "3+ years",
    "$90,000",
    "$130,000",
  ],
  [
    "payment-systems-architect",
    "Payment Systems Architect",
    "Engineering",
    "7+ years",
    "$120,000",
    "$160,000",
  ],
  ["security-engineer", "Security Engineer", "Security", "5+ years", "$100,000", "$140,000"],
  [
    "partnership-manager",
    "Partnership Manager",
    "Business Development",
    "4-6 years",
    "$85,000",
    "$120,000",
  ],
  [
    "compliance-officer",
    "Compliance Officer",
    "Legal & Compliance",
    "5+ years",
    "$90,000",
    "$125,000",
  ],
  [
    "customer-success-manager",
    "Customer Success Manager",
    "Customer Success",
    "3-5 years",
    "$65,000",
    "$90,000",
  ],
  ["data-engineer", "Data Engineer", "Data & Analytics", "4+ years", "$95,000", "$130,000"],
] as const;

describe("careers copy", () => {
  it("lists the eight openings with their department, experience and salary", () => {
    const jobs = messages.en.careers.jobs;
    expect(jobs.map((job) => job.id)).toEqual(openings.map(([id]) => id));
    jobs.forEach((job, i) => {
      const [, title, department, experience, low, high] = openings[i]!;
      expect(job.title).toBe(title);
      expect(job.department).toBe(department);
      expect(job.experience.replace("–", "-")).toBe(experience);
      expect(job.salary).toContain(low);
      expect(job.salary).toContain(high);
      expect(job.type).toBe("Full-time");
    });
  });

  it("gives the locations: three named, the others remote global", () => {
    const where = Object.fromEntries(messages.en.careers.jobs.map((job) => [job.id, job.location]));
    expect(where["payment-systems-architect"]).toMatch(/US\/EU/);
    expect(where["partnership-manager"]).toMatch(/New York or Remote/i);
    expect(where["compliance-officer"]).toMatch(/Remote \(US\)/);
    for (const id of [
      "ai-ml-engineer",
      "blockchain-developer",
      "security-engineer",
      "customer-success-manager",
      "data-engineer",
    ]) {
      expect(where[id], id).toMatch(/global/i);
    }
  });

  it("fills every field of every opening in both languages, with the same ids", () => {
    for (const lang of ["en", "fr"] as const) {
      const jobs = messages[lang].careers.jobs;
      expect(jobs.map((job) => job.id)).toEqual(openings.map(([id]) => id));
      // Each card has its post, and no post lacks a card.
      expect(Object.keys(jobPosts[lang]).toSorted()).toEqual(jobs.map((job) => job.id).toSorted());
      for (const job of jobs) {
        for (const field of [
          "title",
          "location",
          "department",
          "type",
          "experience",
          "salary",
        ] as const) {
          expect(job[field].trim(), `${lang} ${job.id} ${field}`).not.toBe("");
        }
        const post = jobPosts[lang][job.id]!;
        expect(post.summary.trim(), `${lang} ${job.id} summary`).not.toBe("");
        expect(post.responsibilities.length, job.id).toBeGreaterThanOrEqual(4);
        expect(post.requirements.length, job.id).toBeGreaterThanOrEqual(4);
        expect(post.skills.length, job.id).toBeGreaterThanOrEqual(4);
        // The card carries none of its post: the page's data brings it apart (careers loader).
        expect(Object.keys(job).toSorted(), job.id).toEqual([
          "department",
          "experience",
          "id",
          "location",
          "salary",
          "title",
          "type",
        ]);
      }
    }
    // French salaries keep the English figures, written the French way.
    expect(messages.fr.careers.jobs[0]!.salary).toBe(
      "95\u00a0000\u00a0$ – 140\u00a0000\u00a0$ brut par an",
    );
    // A salary says what it counts: gross, by the year.
    for (const job of messages.en.careers.jobs)
      expect(job.salary, job.id).toMatch(/ gross per year$/);
    for (const job of messages.fr.careers.jobs) expect(job.salary, job.id).toMatch(/ brut par an$/);
  });
});

describe("legal texts", () => {
  it.each(legalPages)(
    "%s: headed sections with unique anchors, the same in both languages",
    (page) => {
      const en = messages.en[page].sections;
      const fr = messages.fr[page].sections;
      const ids = en.map((section) => section.id);
      expect(ids.length).toBeGreaterThanOrEqual(6);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(fr.map((section) => section.id)).toEqual(ids);
    },
  );

  it.each(legalPages)("%s: ends with a contact section giving the email address", (page) => {
    for (const lang of ["en", "fr"] as const) {
      const i18n = makeI18n(lang, { common: messages[lang].common, [page]: messages[lang][page] });
      const sections = i18n.t("sections", { ns: page, returnObjects: true });
      const last = JSON.stringify(sections.at(-1)?.body);
      expect(last, `${lang} ${page}`).toContain(site.email);
      expect(last, `${lang} ${page}`).toContain("Subnova LLC");
    }
  });

  it("states the facts every text must agree on", () => {
    const text = (page: (typeof legalPages)[number]) => JSON.stringify(messages.en[page]);
    expect(text("terms")).toMatch(/Delaware/);
    expect(text("terms")).toMatch(/California/);
    expect(text("terms")).toMatch(/18/);
    expect(text("terms")).toMatch(/12 months/);
    expect(text("privacy")).toContain("{{dpoEmail}}");
    expect(text("rgpdCompliance")).toContain("{{dpoEmail}}");
    for (const category of ["Essential", "Analytics", "Marketing", "Functional"]) {
      expect(text("cookies")).toContain(category);
    }
    expect(JSON.stringify(messages.fr.rgpdCompliance)).toMatch(/RGPD/);
  });

  it("lists browser help links on the cookie page", () => {
    type Link = { label: string; href: string };
    const sections: ReadonlyArray<{ body: readonly unknown[] }> = messages.en.cookies.sections;
    const blocks = sections.flatMap((section) => [...section.body]);
    const links = blocks.flatMap((block): Link[] =>
      typeof block === "object" && block !== null && "links" in block
        ? (block.links as Link[])
        : [],
    );
    expect(links.map((link) => link.label)).toEqual(
      expect.arrayContaining([
        "Google Chrome",
        "Mozilla Firefox",
        "Apple Safari",
        "Microsoft Edge",
      ]),
    );
    for (const link of links) expect(link.href).toMatch(/^https:\/\//);
  });

  it("dates each text by the day, or only the month, it last changed", () => {
    // The withdrawal section, the EU representative, the retention figures and the French
    // wording of every text: 7 December 2026.
    for (const page of legalPages) expect(legalUpdated[page], page).toBe("2026-12-07");
  });
});
