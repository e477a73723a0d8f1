import '../index.css';
import { boot } from './boot';

// The entry: the start-up sequence and what each step buys are in ./boot.tsx. (Not a top-level await: that would
// make the bundler split the entry's libraries into many small chunks.)
void boot();
