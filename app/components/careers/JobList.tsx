import { ArrowUpRight, Award, Briefcase, ChevronDown, Clock, MapPin, Wallet } from "lucide-react";
import { use, useEffect, useId, useRef, useState } from "react";
import { site } from "#app/config/site";
import { withMailLinks } from "#app/lib/mail-links";
import type { Copy, JobOpening, JobPost, JobPosts } from "#app/lib/i18n";
import { ServerJobPosts } from "./server-job-posts";

type Careers = Copy["careers"];

/** A collapsing card keeps its details on screen this long while they fold away. */
export const COLLAPSE_MS = 800;

/**
 * The openings as cards. A card is a button that opens its details; opening another closes the
 * one before, and a closing card keeps its details visible for 800 ms while they fold away.
 * `posts` are the details from the route's data, which only a client navigation brings.
 */
export function JobList({
  jobs,
  posts,
  labels,
}: {
  jobs: readonly JobOpening[];
  posts: JobPosts | null;
  labels: Careers["labels"];
}) {
  const serverPosts = use(ServerJobPosts);
  const [open, setOpen] = useState<string | null>(null);
  const [closing, setClosing] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const toggle = (id: string) => {
    const previous = open;
    setOpen(previous === id ? null : id);
    clearTimeout(timer.current);
    if (previous) {
      setClosing(previous);
      timer.current = setTimeout(() => setClosing(null), COLLAPSE_MS);
    } else if (closing === id) {
      setClosing(null);
    }
  };

  return (
    <ul className="space-y-4">
      {jobs.map((job) => (
        <JobCard
          key={job.id}
          job={job}
          post={posts?.[job.id] ?? serverPosts?.[job.id]}
          labels={labels}
          state={open === job.id ? "open" : closing === job.id ? "closing" : "closed"}
          onToggle={() => toggle(job.id)}
        />
      ))}
    </ul>
  );
}

interface CardProps {
  job: JobOpening;
  /** None in the browser after a document load: the card reads the server's markup instead. */
  post: JobPost | undefined;
  labels: Careers["labels"];
  state: "open" | "closing" | "closed";
  onToggle: () => void;
}

function JobCard({ job, post, labels, state, onToggle }: CardProps) {
  const id = useId();
  const expanded = state === "open";
  const details = post && <JobDetails job={job} post={post} labels={labels} />;
  const noscript = useRef<HTMLElement>(null);
  // The post as the server drew it in this card's <noscript>, read when the card first opens.
  // With scripting on, a browser keeps a <noscript>'s content as its text: that markup, which
  // the server rendered from our own copy, is the post's one copy in a document load.
  const [serverMarkup, setServerMarkup] = useState<string | null>(null);
  const toggle = () => {
    if (!post && serverMarkup === null) setServerMarkup(noscript.current?.textContent ?? "");
    onToggle();
  };
  const facts = [
    { icon: Briefcase, label: labels.department, value: job.department },
    { icon: MapPin, label: labels.location, value: job.location },
    { icon: Clock, label: labels.type, value: job.type },
    { icon: Award, label: labels.experience, value: job.experience },
    { icon: Wallet, label: labels.salary, value: job.salary },
  ];
  return (
    <li
      className={`rounded-card border bg-white shadow-card transition-colors ${
        expanded ? "border-brand-300" : "border-ink-900/[0.07]"
      }`}
    >
      <h3>
        <button
          type="button"
          id={`${id}button`}
          aria-expanded={expanded}
          aria-controls={`${id}details`}
          onClick={toggle}
          className="flex w-full items-start gap-4 rounded-card p-5 text-left sm:p-7"
        >
          <span className="min-w-0 flex-1">
            <span className="block text-xl font-extrabold tracking-tight sm:text-2xl">
              {job.title}
            </span>
            <span className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-700">
              {facts.map(({ icon: Icon, label, value }) => (
                <span key={label} className="inline-flex items-center gap-1.5">
                  <Icon aria-hidden="true" size={15} className="text-brand-600" />
                  <span className="sr-only">{label}: </span>
                  {value}
                </span>
              ))}
            </span>
          </span>
          <span
            aria-hidden="true"
            className={`mt-1 grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 transition-transform duration-300 ${
              expanded ? "rotate-180" : ""
            }`}
          >
            <ChevronDown size={20} />
          </span>
        </button>
      </h3>
      <section
        id={`${id}details`}
        aria-labelledby={`${id}button`}
        hidden={state === "closed"}
        data-state={state}
        className="job-details"
      >
        {state === "closed" || details ? (
          <div key="drawn" className="min-h-0 overflow-hidden">
            {state === "closed" ? (
              // Closed details are drawn for visitors without JavaScript (they see every opening's
              // details): a browser with scripts keeps this as one text node instead of building
              // eight hidden job posts at load, and draws a post when its card opens, from the
              // route's data or, after a document load, from this markup (`serverMarkup`).
              <noscript ref={noscript}>{details}</noscript>
            ) : (
              details
            )}
          </div>
        ) : (
          <div
            key="server"
            className="min-h-0 overflow-hidden"
            // oxlint-disable-next-line react/no-danger -- the server's own render of our copy (above)
            dangerouslySetInnerHTML={{ __html: serverMarkup ?? "" }}
          />
        )}
      </section>
    </li>
  );
}

function JobDetails({
  job,
  post,
  labels,
}: {
  job: JobOpening;
  post: JobPost;
  labels: Careers["labels"];
}) {
  const lists = [
    { title: labels.responsibilities, items: post.responsibilities },
    { title: labels.requirements, items: post.requirements },
  ];
  return (
    <div className="border-t border-ink-900/[0.07] px-5 pt-6 pb-7 sm:px-7">
      <h4 className="text-sm font-bold tracking-[0.12em] text-brand-700 uppercase">
        {labels.summary}
      </h4>
      <p className="mt-2 max-w-3xl leading-relaxed text-ink-800">{post.summary}</p>
      <div className="mt-7 grid gap-8 lg:grid-cols-2">
        {lists.map((list) => (
          <div key={list.title}>
            <h4 className="text-sm font-bold tracking-[0.12em] text-brand-700 uppercase">
              {list.title}
            </h4>
            <ul className="mt-3 space-y-2.5">
              {list.items.map((item) => (
                <li key={item} className="flex gap-3 leading-relaxed text-ink-800">
                  <span
                    aria-hidden="true"
                    className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-500"
                  />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <h4 className="mt-7 text-sm font-bold tracking-[0.12em] text-brand-700 uppercase">
        {labels.skills}
      </h4>
      <ul className="mt-3 flex flex-wrap gap-2">
        {post.skills.map((skill) => (
          <li
            key={skill}
            className="rounded-full bg-[#f6f7fb] px-3 py-1.5 text-sm font-semibold text-ink-800"
          >
            {skill}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
        <a
          href={`mailto:${site.careersEmail}?subject=${encodeURIComponent(job.title)}`}
          className="btn-primary min-h-12 shrink-0 px-6"
        >
          {labels.apply}
          <ArrowUpRight aria-hidden="true" size={18} />
        </a>
        <p className="text-sm leading-relaxed text-ink-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline">
          {withMailLinks(labels.applyNote)}
        </p>
      </div>
    </div>
  );
}
