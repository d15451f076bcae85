// An on-demand CPU profile of the app process, for the bench's signed-in step (scripts/bench-signed-in.ts):
// with SYMPOSIA_PROFILE_DIR set, the server writes its pid there, and each SIGUSR2 starts or stops
// V8's sampling profiler; a stop writes `<dir>/app.cpuprofile` (Chrome DevTools' format). Off, and
// nothing listening, unless the variable is set — never in a deployment.
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";

export function cpuProfileOnSignal(): void {
  const dir = process.env.SYMPOSIA_PROFILE_DIR;
  if (!dir) return;
  writeFileSync(`${dir}/server.pid`, String(process.pid));
  let session: Session | null = null;
  process.on("SIGUSR2", () => {
    void (async () => {
      if (!session) {
        session = new Session();
        session.connect();
        await session.post("Profiler.enable");
        await session.post("Profiler.setSamplingInterval", { interval: 500 });
        await session.post("Profiler.start");
        writeFileSync(`${dir}/started`, "");
        return;
      }
      const { profile } = await session.post("Profiler.stop");
      session.disconnect();
      session = null;
      writeFileSync(`${dir}/app.cpuprofile`, JSON.stringify(profile));
    })();
  });
}
