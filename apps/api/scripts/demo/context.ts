/** What every part of the demo build shares: the API, the chance, the calendar, the ids made so far. */
import type { Database } from '../../src/db/client.js';
import type { AssetCache } from './assets.js';
import type { Backdater } from './backdate.js';
import type { DemoApi } from './client.js';
import type { Employee } from './people.js';
import type { Bilingual, PlantKey } from './plant.js';
import type { DemoClock, Random } from './random.js';
import type { Phases } from './timing.js';

export interface Place {
  id: string;
  name: Bilingual;
}

export interface PlantIds {
  company: string;
  companyName: Bilingual;
  plant: Place;
  areas: Record<string, Place & { cells: string[] }>;
}

export interface SignedIn {
  id: string;
  token: string;
  username: string;
}

export interface DemoContext {
  api: DemoApi;
  db: Database;
  rnd: Random;
  clock: DemoClock;
  backdate: Backdater;
  /** fans out the events written so far into in-app notifications */
  drain: () => Promise<void>;
  /** pictures, PDFs and videos kept between builds */
  assets: AssetCache;
  /** the build's phases and, with DEMO_TIMING=1, where their time goes */
  timing: Phases;
  plants: Record<PlantKey, PlantIds>;
  departments: Record<string, string>;
  /** stage key -> its id and, when it has some, its first and second cuts */
  stages: Record<string, { id: string; cuts: { id: string; seconds: string[] }[] }>;
  users: Record<string, SignedIn>;
  employees: Employee[];
}
