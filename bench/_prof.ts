import { Writable } from 'node:stream';
import { initialIdeaStatus, type IdeaOutput } from '@fikra/shared';
import { writeIdeasWorkbook, writeIdeasBackup } from '../apps/api/src/modules/ideas/ideas.export.js';
const ref = (n: string) => ({ _id: '591b9cfe-aaf9-4336-9468-4f11d9283055', name: { en: n, ar: n } });
const idea = (n: number): IdeaOutput => ({ _id: '591b9cfe-aaf9-4336-9468-4f11d9283055', ideaNumber: n, ideaText: 'Reduce changeover time on the filling line by standardising the setup tooling', ideaDesc: 'Details '.repeat(10), ideaPresenterType: 'Employee', employeeName: 'Ahmed Mohamed Ali', employeeCode: 'E01234', employeePhone: '01012345678', company: ref('Nile'), factoryBusinessUnit: ref('Cairo plant'), areaSection: ref('Mixing 1'), AICMinibusiness: ref('Cell A'), department: ref('Production'), stage: ref('Stage 1'), firstCut: ref('First 1'), secondCut: ref('Second 1'), quarter: 'Q1', year: 2026, date: new Date().toISOString(), kaizenType: 'Quality', effectOnPQCDSM: ['Quality','Cost'], estimatedAnualSavings: 1000, filesRelated: [], operatorImg: [], imported: false, ideaCode: null, status: initialIdeaStatus(), replicationStatus: 'Not Replicated', totalTicks: 3, priority: 'Low', evaluatedBy: 'x', approvedBy: null, cost: 1, savings: 2, ROI: 2, reward: 0, canBeReplicated: false, replicatedFrom: null, hasScore: { value: false }, opl: null, version: 0, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() });
const N = Number(process.env.N ?? 20000);
async function* batches() { for (let i = 0; i < N; i += 2000) yield Array.from({ length: 2000 }, (_, k) => idea(i + k)); }
const sink = () => new Writable({ write(_c, _e, cb) { cb(); } });
let t = performance.now(); let c = process.cpuUsage();
await writeIdeasWorkbook(batches(), 'ar', sink());
console.log('xlsx', (performance.now() - t).toFixed(0), 'ms wall', (process.cpuUsage(c).user/1000).toFixed(0), 'ms cpu');
t = performance.now(); c = process.cpuUsage();
await writeIdeasBackup(batches(), sink());
console.log('json', (performance.now() - t).toFixed(0), 'ms wall', (process.cpuUsage(c).user/1000).toFixed(0), 'ms cpu');
