import type { Prisma, PrismaClient } from "../../lib/generated/prisma/client";
import { applyOnce } from "./parts";

// Accepted abstracts for the demo's abstract book: two in Chinese and two in English
// over the demo's sessions B (计算生物学) and C (材料科学), sent by a demo author account without a
// password and accepted by the manager. Numbers come from the same counters the submission form
// uses, so later submissions continue after them (B-003, C-003). Applied once (prisma/seed/parts.ts);
// on a database seeded before that was recorded, skipped when the author already has submissions or
// the sessions are gone. Only deployments get it
// (scripts/seed-database.ts): the integration tests' seedDemo() keeps the call for abstracts empty.

const AUTHOR = { email: "author@example.org", trueName: "陈静", firstName: "静", lastName: "陈", locale: "zh" };

const ABSTRACTS = [
  {
    prefix: "B",
    title: "基于图神经网络的蛋白质—配体结合亲和力预测",
    abstract:
      "<p>蛋白质与小分子配体的结合亲和力是药物筛选的核心指标。本文提出一种融合三维结构信息的<strong>图神经网络</strong>模型，在 PDBbind 数据集上的皮尔逊相关系数达到 0.82。</p><p>模型可解释性分析表明，氢键网络与 π–π 堆积贡献了主要的预测权重，为先导化合物优化提供了依据。</p>",
    keywords: ["图神经网络", "药物设计", "结合亲和力"],
    authors: [
      { name: "静", surname: "陈", email: "author@example.org", organisation: "北京大学", corresponding: true },
      { name: "伟", surname: "刘", email: "liu.wei@example.org", organisation: "中国科学院计算技术研究所", corresponding: false },
    ],
  },
  {
    prefix: "B",
    title: "Coarse-grained simulations of membrane remodelling by BAR-domain proteins",
    abstract:
      "<p>We present coarse-grained molecular dynamics of <em>N</em>-BAR proteins on lipid bilayers of up to 10<sup>6</sup> particles. Curvature sensing and generation emerge from a balance of scaffolding and amphipathic insertion.</p><p>Tubulation rates agree with fluorescence experiments within 15 %.</p>",
    keywords: ["membrane curvature", "coarse-grained models"],
    authors: [
      { name: "Sofia", surname: "Andersson", email: "s.andersson@example.org", organisation: "KTH Royal Institute of Technology", corresponding: true },
      { name: "Rui", surname: "Li", email: "li.rui@example.org", organisation: "复旦大学", corresponding: false },
    ],
  },
  {
    prefix: "C",
    title: "Machine-learned interatomic potentials for high-entropy alloys",
    abstract:
      "<p>High-entropy alloys resist conventional force fields. We train moment tensor potentials on 4,000 DFT configurations of CoCrFeMnNi and reproduce vacancy formation energies within 0.05 eV.</p><p>Large-scale simulations reveal sluggish diffusion caused by local lattice distortion.</p>",
    keywords: ["high-entropy alloys", "machine learning", "DFT"],
    authors: [
      { name: "Jonas", surname: "Weber", email: "j.weber@example.org", organisation: "Max Planck Institute for Sustainable Materials", corresponding: true },
      { name: "静", surname: "陈", email: "author@example.org", organisation: "北京大学", corresponding: false },
    ],
  },
  {
    prefix: "C",
    title: "二维过渡金属硫化物中激子输运的第一性原理研究",
    abstract:
      "<p>采用含时密度泛函理论与 Bethe–Salpeter 方程，研究了单层 MoS<sub>2</sub> 与 WSe<sub>2</sub> 异质结中的层间激子输运。</p><p>计算得到的激子扩散系数与泵浦—探测实验吻合，并预测应变可使输运距离提高两倍。</p>",
    keywords: ["二维材料", "激子", "第一性原理"],
    authors: [
      { name: "晨", surname: "张", email: "zhang.chen@example.org", organisation: "中国科学院", corresponding: true },
      { name: "伟", surname: "刘", email: "liu.wei@example.org", organisation: "中国科学院计算技术研究所", corresponding: false },
    ],
  },
];

/** The next value of a per-conference counter, as lib/conference/counter.ts allocates it. */
async function next(db: Prisma.TransactionClient, conferenceId: number, name: string): Promise<number> {
  const [row] = await db.$queryRaw<{ value: number }[]>`
    INSERT INTO "ConferenceCounter" ("conferenceId", "name", "value") VALUES (${conferenceId}, ${name}, 1)
    ON CONFLICT ("conferenceId", "name") DO UPDATE SET "value" = "ConferenceCounter"."value" + 1
    RETURNING "value"`;
  return row.value;
}

export async function seedDemoAbstracts(prisma: PrismaClient): Promise<void> {
  const domain = await prisma.conferenceDomain.findUnique({ where: { host: "demo.localhost" } });
  if (!domain) return;
  await applyOnce(prisma, "demo.localhost:abstracts", (tx) => seedAbstracts(tx, domain.conferenceId));
}

async function seedAbstracts(db: Prisma.TransactionClient, conferenceId: number): Promise<void> {
  const author = await db.user.upsert({ where: { email: AUTHOR.email }, update: {}, create: AUTHOR });
  if (await db.submission.count({ where: { conferenceId, userId: author.id } })) return;
  const themes = await db.submissionTheme.findMany({ where: { conferenceId, prefix: { in: ["B", "C"] } } });
  const manager = await db.user.findUnique({ where: { email: "manager@example.org" } });
  if (themes.length < 2 || !manager) return;
  for (const a of ABSTRACTS) {
    const theme = themes.find((t) => t.prefix === a.prefix)!;
    const [number, seq] = [await next(db, conferenceId, "submission"), await next(db, conferenceId, `submission:theme:${theme.id}`)];
    await db.submission.create({
      data: {
        conferenceId,
        userId: author.id,
        number,
        themeSeq: seq,
        code: `${a.prefix}-${String(seq).padStart(3, "0")}`,
        title: a.title,
        themeId: theme.id,
        reportType: "oral",
        abstract: a.abstract,
        keywords: a.keywords,
        status: "ACCEPTED",
        finalOpinion: "录用为口头报告。",
        authors: { create: a.authors.map((p, order) => ({ conferenceId, ...p, order })) },
        transitions: {
          create: [
            { conferenceId, toStatus: "WAITING_ALLOCATION", actorId: author.id },
            { conferenceId, fromStatus: "WAITING_ALLOCATION", toStatus: "ACCEPTED", actorId: manager.id, reason: "录用为口头报告。" },
          ],
        },
      },
    });
  }
}
