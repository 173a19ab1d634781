import type { ReactNode } from "react";
import { Link } from "react-router";

/** A merchant list's tabs: links that keep the list's other parameters, the current one marked for all. */
export function MerchantTabs({
  label,
  tabs,
}: {
  label: string;
  tabs: ReadonlyArray<{ key: string; href: string; current: boolean; children: ReactNode }>;
}) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 desk:mx-0 desk:px-0">
      <ul className="flex gap-2 border-b border-slate-200">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.href}
              aria-current={tab.current ? "page" : undefined}
              className={`block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold ${
                tab.current
                  ? "border-accent-strong text-accent-strong"
                  : "border-transparent text-slate-600 hover:text-slate-900"
              }`}
            >
              {tab.children}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
