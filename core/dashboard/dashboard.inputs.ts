import { z } from "zod";
import { langInput } from "../shared/inputs.ts";
import { isDay, rangeProblem } from "./dashboard.view.ts";

const day = (key: string) =>
  z
    .string({ error: key })
    .trim()
    .refine((value) => isDay(value), key)
    .optional();

/**
 * ?start=&end= of the dashboard: store days (YYYY-MM-DD, Asia/Jakarta), both included, start ≤ end, at most a
 * year apart. Either may be left out: the range then ends today and spans the default preset.
 */
export const dashboardRangeQuery = z
  .object({
    start: day("dashboard.validation.start"),
    end: day("dashboard.validation.end"),
    lang: langInput,
  })
  .strict()
  .superRefine((value, ctx) => {
    if (!value.start || !value.end) return;
    const problem = rangeProblem({ start: value.start, end: value.end });
    if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.key });
  });
export type DashboardRangeQuery = z.infer<typeof dashboardRangeQuery>;
