import type { Deps } from '#api/context.ts';
import { buildDataExport, DATA_EXPORT_QUEUE, type ExportJob } from '#api/features/account/data-export.ts';
import { systemScopeOf } from '#api/scope.ts';

/** Full exports: each requested export's ZIP is built, stored and its link emailed by this job. */
export function registerDataExports(deps: Deps) {
  void deps.jobs.work<ExportJob>(DATA_EXPORT_QUEUE, (job) => buildDataExport(systemScopeOf(deps), job), {
    pollingIntervalSeconds: 5,
  });
}
