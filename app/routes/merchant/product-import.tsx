import { useEffect } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { requestContext } from "#app-context";
import type { Route } from "./+types/product-import";
import type { ProductImportDto, ProductImportLineDto } from "../../../core/catalog/product-import.dto.ts";
import { MEDIA_POLICIES, mediaAccept, mediaSizeLabel } from "../../../core/media/media.view.ts";
import { HTTP_STATUS_BY_CODE, invalidInput, isAppError, type Message } from "../../../core/shared/errors.ts";
import { translator } from "../../../i18n/index.ts";
import { CsrfField } from "../../components/ui/csrf-field.tsx";
import { Pagination } from "../../components/ui/pagination.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { ListStatus, merchantMeta } from "../../features/merchant/merchant-list.tsx";
import { pageParam, pickParam } from "../../features/merchant/list-view.ts";
import { withQuery } from "../../../core/search/search.view.ts";
import { MerchantTabs } from "../../features/merchant/merchant-tabs.tsx";
import { langFromPath, LocalLink, localizedPath, useI18n } from "../../lib/i18n.tsx";
import { orErrorResponse, pageUrl } from "../../lib/route-helpers.server.ts";
import { useRevalidateIfIdle } from "../../lib/use-revalidate.ts";
import { signedInMerchant } from "./merchant-gate.server.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../../lib/route-error.tsx";

const IMPORT_PATH = "/merchant/dashboard/product/import";
const API_PATH = "/api/merchant/dashboard/product/import";
const ROWS_PER_PAGE = 50;
/** How often a running import's page looks again: a meta refresh without JavaScript, a data reload with it. */
const REFRESH_SECONDS = 2;
const FILTERS = ["all", "refused"] as const;
type Filter = (typeof FILTERS)[number];

export function meta(args: Route.MetaArgs) {
  return merchantMeta(args, "product_import.page.title", "product_import.page.description");
}

const jobPath = (id: number, filter: Filter = "all", page = 1) => {
  const params = new URLSearchParams();
  if (filter !== "all") params.set("filter", filter);
  if (page > 1) params.set("page", String(page));
  return withQuery(`${IMPORT_PATH}/${id}`, params);
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { store } = context.get(signedInMerchant);
  const url = pageUrl(request);
  const lang = langFromPath(url.pathname);
  const imports = ctx.services.productImports;
  if (!params.id) return { lang, recent: await imports.recent(store), job: null, rows: null, filter: "all" as Filter };
  const filter = pickParam(url.searchParams.get("filter"), FILTERS, "all");
  const page = pageParam(url.searchParams, 10_000);
  const job = await orErrorResponse(imports.get(store, params.id));
  const rows = await imports.lines(store, job.id, { filter, page, per_page: ROWS_PER_PAGE }, lang, (to) =>
    localizedPath(lang, jobPath(job.id, filter, to)),
  );
  return { lang, recent: null, job, rows, filter };
}

/** `intent` check: upload the sheet (and ZIP) and check it into a job; run: start (or resume) the job's run. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const { store, viewer } = context.get(signedInMerchant);
  const lang = langFromPath(pageUrl(request).pathname);
  const t = translator(lang);
  const imports = ctx.services.productImports;
  const form = await request.formData();
  if (form.get("intent") === "run" && params.id) {
    const job = await orErrorResponse(imports.start(store, params.id));
    throw redirect(localizedPath(lang, jobPath(job.id)), {
      headers: { "Set-Cookie": ctx.cookies.flash("product_import.notice.started", { tone: "success" }) },
    });
  }
  try {
    const upload = async (field: string, purpose: "product_import" | "product_import_photos") => {
      const file = form.get(field);
      if (!(file instanceof File) || file.size === 0) return null;
      try {
        const saved = await ctx.services.media.upload({
          ownerUserId: viewer.userId,
          purpose,
          filename: file.name,
          bytes: Buffer.from(await file.arrayBuffer()),
        });
        return saved.id;
      } catch (error) {
        if (!isAppError(error)) throw error;
        throw invalidInput({ [field]: error.fieldErrors?.file ?? { key: error.messageKey, values: error.values } });
      }
    };
    const sheet = await upload("sheet", "product_import");
    if (!sheet) throw invalidInput({ sheet: { key: "product_import.page.sheet_required" } });
    const photos = await upload("photos", "product_import_photos");
    const job = await imports.create(store, viewer.userId, { file_id: sheet, photos_file_id: photos });
    throw redirect(localizedPath(lang, jobPath(job.id, job.refused_rows > 0 ? "refused" : "all")), {
      headers: { "Set-Cookie": ctx.cookies.flash("product_import.notice.checked", { tone: "success" }) },
    });
  } catch (error) {
    if (!isAppError(error)) throw error;
    // The services name the upload ids' fields; the form names its file inputs.
    const fieldOf: Record<string, string> = { file_id: "sheet", photos_file_id: "photos" };
    const errors = Object.fromEntries(
      Object.entries(error.fieldErrors ?? {}).map(([field, message]: [string, Message]) => [
        fieldOf[field] ?? field,
        t(message.key, message.values),
      ]),
    );
    return data({ errors }, { status: HTTP_STATUS_BY_CODE[error.code] });
  }
}

export default function ProductImportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { job, rows, recent, filter } = loaderData;
  return (
    <section className="space-y-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-bold text-slate-900 desk:text-2xl">
            {job ? t("product_import.page.job_title", { name: job.file_name }) : t("product_import.page.title")}
          </h1>
          <p className="text-sm text-slate-600">{t("product_import.page.description")}</p>
        </div>
        <LocalLink
          to={job ? IMPORT_PATH : "/merchant/dashboard/product"}
          className="text-sm font-semibold text-accent-strong hover:underline"
        >
          {job ? t("product_import.page.back_to_import") : t("product_import.page.back")}
        </LocalLink>
      </header>
      {job && rows ? (
        <JobView job={job} rows={rows.items} meta={rows.meta} filter={filter} />
      ) : (
        <StartView recent={recent ?? []} errors={actionData?.errors} />
      )}
    </section>
  );
}

const fileInputClass =
  "block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium";
const cardClass = "space-y-3 rounded-2xl bg-white p-4 shadow-sm desk:p-6";
const buttonClass =
  "inline-flex h-11 items-center justify-center rounded-lg bg-accent-strong px-5 text-sm font-bold text-white hover:bg-accent-dark disabled:opacity-60";
const secondaryButtonClass =
  "inline-flex h-11 items-center justify-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50";

function StartView({ recent, errors }: { recent: ProductImportDto[]; errors: Record<string, string> | undefined }) {
  const { t, lang } = useI18n();
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <div className={cardClass}>
        <h2 className="text-base font-bold text-slate-900">{t("product_import.page.step_template")}</h2>
        <p className="text-sm text-slate-600">{t("product_import.page.template_hint")}</p>
        <div className="flex flex-wrap gap-2">
          <a href={`${API_PATH}/template?format=xlsx&lang=${lang}`} download className={secondaryButtonClass}>
            {t("product_import.page.template_xlsx")}
          </a>
          <a href={`${API_PATH}/template?format=csv&lang=${lang}`} download className={secondaryButtonClass}>
            {t("product_import.page.template_csv")}
          </a>
        </div>
      </div>

      <Form method="post" encType="multipart/form-data" className={cardClass}>
        <CsrfField />
        <h2 className="text-base font-bold text-slate-900">{t("product_import.page.step_upload")}</h2>
        <p className="text-sm text-slate-600">{t("product_import.page.upload_hint")}</p>
        <TextField
          type="file"
          className={fileInputClass}
          name="sheet"
          label={t("product_import.page.sheet_label")}
          hint={t("product_import.page.sheet_hint", { max: "10.000" })}
          accept={mediaAccept("product_import")}
          error={errors?.sheet}
          required
        />
        <TextField
          type="file"
          className={fileInputClass}
          name="photos"
          label={t("product_import.page.photos_label")}
          hint={`${t("product_import.page.photos_hint")} ${mediaSizeLabel(MEDIA_POLICIES.product_import_photos.maxBytes)}.`}
          accept={mediaAccept("product_import_photos")}
          error={errors?.photos}
        />
        <button type="submit" name="intent" value="check" disabled={busy} className={buttonClass}>
          {t("product_import.page.check")}
        </button>
      </Form>

      <div className={cardClass}>
        <h2 className="text-base font-bold text-slate-900">{t("product_import.page.recent")}</h2>
        {recent.length === 0 ? (
          <p className="text-sm text-slate-600">{t("product_import.page.recent_empty")}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {recent.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm">
                <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{item.file_name}</span>
                <StatusBadge status={item.status} />
                <span className="text-slate-600">
                  {t("product_import.page.count_created")} {item.created_rows} ·{" "}
                  {t("product_import.page.count_refused")} {item.refused_rows}
                </span>
                <LocalLink
                  to={jobPath(item.id)}
                  aria-label={t("product_import.page.view_named", { name: item.file_name })}
                  className="font-semibold text-accent-strong hover:underline"
                >
                  {t("product_import.page.view")}
                </LocalLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function StatusBadge({ status }: { status: ProductImportDto["status"] }) {
  const { t } = useI18n();
  const tone =
    status === "done"
      ? "bg-emerald-50 text-emerald-800"
      : status === "running"
        ? "bg-sky-50 text-sky-800"
        : "bg-amber-50 text-amber-900";
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>
      {t(`product_import.status.${status}`)}
    </span>
  );
}

function JobView({
  job,
  rows,
  meta,
  filter,
}: {
  job: ProductImportDto;
  rows: ProductImportLineDto[];
  meta: Parameters<typeof Pagination>[0]["meta"];
  filter: Filter;
}) {
  const { t, lang } = useI18n();
  const busy = useNavigation().state === "submitting";
  const running = job.status === "running" && !job.stalled;
  const revalidate = useRevalidateIfIdle();
  // With JavaScript the page asks for the job again while it runs; without, the meta refresh reloads it.
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(revalidate, REFRESH_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [running, revalidate]);
  const counts = [
    ["count_total", job.total_rows],
    ["count_accepted", job.accepted_rows],
    ["count_refused", job.refused_rows],
    ["count_created", job.created_rows],
  ] as const;

  return (
    <>
      {running ? (
        // Inert while scripts run (the effect above polls); read by a browser without JavaScript.
        <noscript dangerouslySetInnerHTML={{ __html: `<meta http-equiv="refresh" content="${REFRESH_SECONDS}">` }} />
      ) : null}
      <div className={cardClass}>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={job.status} />
        </div>
        <dl className="grid grid-cols-2 gap-3 desk:grid-cols-4">
          {counts.map(([key, value]) => (
            <div key={key} className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs font-medium text-slate-600">{t(`product_import.page.${key}`)}</dt>
              <dd className="text-2xl font-bold text-slate-900" data-testid={`import-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>

        {job.status === "ready" ? (
          job.accepted_rows > 0 ? (
            <Form method="post" className="flex flex-wrap items-center gap-3">
              <CsrfField />
              <p className="w-full text-sm text-slate-700 desk:w-auto desk:flex-1">
                {t(`product_import.page.ready_text_${job.accepted_rows === 1 ? "one" : "other"}`, {
                  count: job.accepted_rows,
                })}
              </p>
              <button type="submit" name="intent" value="run" disabled={busy} className={buttonClass}>
                {t("product_import.page.run")}
              </button>
            </Form>
          ) : (
            <p className="text-sm font-medium text-accent-strong">{t("product_import.page.nothing_to_run")}</p>
          )
        ) : null}

        {job.status === "running" ? (
          <div className="space-y-2">
            <p className="text-sm text-slate-700" role="status">
              {job.stalled
                ? t("product_import.page.stalled_text")
                : t("product_import.page.running_text", {
                    done: Math.round((job.progress / 100) * job.accepted_rows),
                    total: job.accepted_rows,
                  })}
            </p>
            <div
              role="progressbar"
              aria-label={t("product_import.page.progress_label")}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={job.progress}
              className="h-3 overflow-hidden rounded-full bg-slate-100"
            >
              <div
                className="h-full rounded-full bg-accent-strong transition-all"
                style={{ width: `${job.progress}%` }}
              />
            </div>
            {job.stalled ? (
              <Form method="post">
                <CsrfField />
                <button type="submit" name="intent" value="run" disabled={busy} className={buttonClass}>
                  {t("product_import.page.resume")}
                </button>
              </Form>
            ) : (
              <p className="text-xs text-slate-500">{t("product_import.page.refresh_hint")}</p>
            )}
          </div>
        ) : null}

        {job.status === "done" ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="w-full text-sm font-medium text-slate-800 desk:w-auto desk:flex-1" role="status">
              {t("product_import.page.done_text", { created: job.created_rows, refused: job.refused_rows })}
            </p>
            <a href={`${API_PATH}/${job.id}/report?lang=${lang}`} download className={buttonClass}>
              {t("product_import.page.report")}
            </a>
            <LocalLink to="/merchant/dashboard/product" className={secondaryButtonClass}>
              {t("product_import.page.to_products")}
            </LocalLink>
          </div>
        ) : null}
      </div>

      <div className="space-y-3">
        <h2 className="text-base font-bold text-slate-900">{t("product_import.page.rows_title")}</h2>
        <MerchantTabs
          label={t("product_import.page.filter_label")}
          tabs={FILTERS.map((key) => ({
            key,
            href: localizedPath(lang, jobPath(job.id, key)),
            current: filter === key,
            children: (
              <>
                {t(`product_import.page.filter_${key}`)}{" "}
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                  {key === "all" ? job.total_rows : job.refused_rows}
                </span>
              </>
            ),
          }))}
        />
        {rows.length === 0 ? (
          <ListStatus>{t("product_import.page.no_refused")}</ListStatus>
        ) : (
          <div className="overflow-hidden rounded-2xl bg-white shadow-sm">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  {IMPORT_COLUMNS.map(([column, width]) => (
                    <th key={column} scope="col" className={`px-3 py-2 ${width}`}>
                      {t(`product_import.page.col_${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((row) => (
                  <ImportRow key={row.row_number} row={row} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination meta={meta} hrefFor={(page) => localizedPath(lang, jobPath(job.id, filter, page))} />
      </div>
    </>
  );
}

/** The lines table's columns and their widths; the SKU has its own column on a desk only. */
const IMPORT_COLUMNS = [
  ["row", "w-14"],
  ["product", ""],
  ["sku", "hidden desk:table-cell"],
  ["result", "w-28"],
] as const;

function ImportRow({ row }: { row: ProductImportLineDto }) {
  const { t } = useI18n();
  const tone =
    row.verdict === "refused"
      ? "bg-red-50 text-accent-strong"
      : row.verdict === "created"
        ? "bg-emerald-50 text-emerald-800"
        : "bg-slate-100 text-slate-700";
  return (
    <tr className="align-top">
      <td className="px-3 py-2 font-mono text-xs text-slate-600">{row.row_number}</td>
      <td className="px-3 py-2">
        <p className="font-medium text-slate-900">
          {row.product_name || t("product_import.page.unnamed")}
          {row.variant_name ? <span className="text-slate-600"> · {row.variant_name}</span> : null}
        </p>
        {row.group_row !== row.row_number ? (
          <p className="text-xs text-slate-500">{t("product_import.page.variant_of", { row: row.group_row })}</p>
        ) : null}
        {row.sku ? <p className="font-mono text-xs text-slate-500 desk:hidden">{row.sku}</p> : null}
        {row.reason ? (
          <p className="mt-1 text-xs font-medium text-accent-strong">
            {row.column ? t("product_import.page.reason_in", { column: row.column, reason: row.reason }) : row.reason}
          </p>
        ) : null}
      </td>
      <td className="hidden whitespace-nowrap px-3 py-2 font-mono text-xs text-slate-600 desk:table-cell">
        {row.sku ?? "—"}
      </td>
      <td className="px-3 py-2">
        <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>
          {t(`product_import.verdict.${row.verdict}`)}
        </span>
      </td>
    </tr>
  );
}
