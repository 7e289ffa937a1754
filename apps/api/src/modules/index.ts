import type { FastifyInstance } from 'fastify';
import { analyticsRoutes } from './analytics/analytics.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { backupRestoreRoutes } from './backupRestore/backupRestore.routes.js';
import { employeeCodesRoutes } from './employeeCodes/employeeCodes.routes.js';
import { filesRoutes } from './files/files.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { ideaBankRoutes } from './ideaBank/ideaBank.routes.js';
import { ideaImportRoutes } from './ideaImport/ideaImport.routes.js';
import { ideaSubmissionRoutes } from './ideaSubmission/ideaSubmission.routes.js';
import { ideasRoutes } from './ideas/ideas.routes.js';
import { ideaWorkflowRoutes } from './ideaWorkflow/ideaWorkflow.routes.js';
import { masterDataRoutes } from './masterData/masterData.routes.js';
import { documentsRoutes } from './media/documents.routes.js';
import { videosRoutes } from './media/videos.routes.js';
import { notificationsRoutes } from './notifications/notifications.routes.js';
import { plantSettingsRoutes } from './plantSettings/plantSettings.routes.js';
import { publicIdeasRoutes } from './publicIdeas/publicIdeas.routes.js';
import { qrRoutes } from './qr/qr.routes.js';
import { recordsRoutes } from './records/records.routes.js';
import { similarIdeasRoutes } from './similarIdeas/similarIdeas.routes.js';
import { usersRoutes } from './users/users.routes.js';

/** Every feature's routes, mounted under /v1. Features do not import each other. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(analyticsRoutes);
  await app.register(filesRoutes);
  await app.register(employeeCodesRoutes);
  await app.register(ideaSubmissionRoutes);
  await app.register(publicIdeasRoutes);
  await app.register(masterDataRoutes);
  await app.register(ideasRoutes);
  await app.register(backupRestoreRoutes);
  await app.register(ideaBankRoutes);
  await app.register(ideaImportRoutes);
  await app.register(ideaWorkflowRoutes);
  await app.register(recordsRoutes);
  await app.register(qrRoutes);
  await app.register(similarIdeasRoutes);
  await app.register(documentsRoutes);
  await app.register(videosRoutes);
  await app.register(notificationsRoutes);
  await app.register(plantSettingsRoutes);
}
