// Automatic reviewer assignment: the benchmark case — 200 submissions, 20 reviewers,
// 3 reviews each over 5 themes with conflicts — timed in this process, against copying the same
// input (the floor any assignment pays). Target: well under one second.
import { autoAssign } from "../lib/review/assign/auto";
import { assignmentScene } from "../lib/review/assign/auto-scene";

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

export function benchAssign(runs = 21): void {
  const input = assignmentScene();
  autoAssign(input); // warm-up
  const times: number[] = [];
  const copies: number[] = [];
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    structuredClone(input);
    copies.push(performance.now() - t);
    t = performance.now();
    autoAssign(input);
    times.push(performance.now() - t);
  }
  const m = median(times);
  console.log(`auto-assignment 200×3 over 20 reviewers: median ${m.toFixed(1)} ms over ${runs}; input copy ${median(copies).toFixed(2)} ms`);
  console.log(`ratio assignment / input copy (median): ${(m / median(copies)).toFixed(1)}; under one second: ${m < 1000 ? "yes" : "NO"}`);
}
