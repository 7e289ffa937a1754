import { IDEA_SELECT } from '../apps/api/src/db/ideas.repository.js';
console.log(IDEA_SELECT);
