import type { StaticPagesContent } from '../types';
import { books } from './books';
import { purpose } from './purpose';
import { stories } from './stories';
import { whoWeAre } from './whoWeAre';

const content: StaticPagesContent = { whoWeAre, purpose, stories, books };
export default content;
