import type { ReactNode } from "react";
import { Logo } from "../../components/ui/logo.tsx";

/** The frame of the login and registration pages. */
export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-10 desk:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm desk:p-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <Logo />
          <h1 className="text-xl font-bold text-slate-900">{title}</h1>
        </div>
        {children}
      </div>
      <p className="mt-5 text-center text-sm text-slate-600">{footer}</p>
    </div>
  );
}
