import type { BookAbstract, BookInput, BookTheme } from "@/lib/abstract-book/model";
import { ZPdfLayout } from "@/lib/submission/schemas";

// Books of abstracts made up for the renderer's tests and the benchmark: Chinese and English
// abstracts in turn, deterministic (abstract i is always the same), with authors, organisations,
// a formula now and then, and keywords. `sentences(i)` sets how long abstract i is.

const ZH = [
  "本文研究了蛋白质折叠过程中的能量景观，结合分子动力学模拟与深度学习方法，预测了三种膜蛋白的三维结构。",
  "结果表明，该方法在精度上比传统的同源建模方法提高约百分之十五，计算时间缩短了一个数量级。",
  "我们进一步分析了关键残基的突变效应，并通过冷冻电镜实验验证了预测结构的可靠性。",
  "在高性能计算平台上，我们实现了并行化的采样算法，使大规模体系的模拟成为可能。",
  "该框架可推广至其他生物大分子体系，为药物设计和酶工程提供新的思路。",
];
const EN = [
  "We study the energy landscape of protein folding by combining molecular dynamics simulations with deep learning.",
  "Our method predicts the structures of three membrane proteins with an accuracy about fifteen percent better than homology modelling.",
  "We further analyse the effect of mutations at key residues and validate the predicted structures by cryo-electron microscopy.",
  "A parallel sampling algorithm on a high-performance computing platform makes simulations of large systems feasible.",
  "The framework extends to other biological macromolecules and opens new routes for drug design and enzyme engineering.",
];
const ZH_NAMES = [
  ["明", "王"],
  ["锐", "李"],
  ["晨", "张"],
  ["静", "刘"],
  ["伟", "陈"],
];
const EN_NAMES = [
  ["Alice", "Liddell"],
  ["Bob", "Builder"],
  ["Carol", "Shannon"],
  ["David", "Hilbert"],
  ["Emmy", "Noether"],
];
const ZH_ORGS = ["北京大学", "中国科学院计算技术研究所", "清华大学"];
const EN_ORGS = ["University of Oxford", "Massachusetts Institute of Technology", "ETH Zurich"];

export function sampleAbstract(i: number, sentences: number): BookAbstract {
  const zh = i % 2 === 0;
  const pool = zh ? ZH : EN;
  const text = (from: number, n: number) => Array.from({ length: n }, (_, k) => pool[(from + k) % pool.length]).join(zh ? "" : " ");
  const names = zh ? ZH_NAMES : EN_NAMES;
  const authors = [0, 1, 2].slice(0, 2 + (i % 2)).map((k) => {
    const [given, family] = names[(i + k) % names.length];
    return {
      name: zh ? `${family}${given}` : `${given} ${family}`,
      indexName: zh ? `${family}${given}` : `${family}, ${given}`,
      sortKey: `${family} ${given}`,
      orgs: [1 + (k % 2)],
      corresponding: k === 0,
    };
  });
  const first = Math.ceil(sentences / 2);
  return {
    id: i + 1,
    code: `${zh ? "A" : "B"}-${String(i + 1).padStart(3, "0")}`,
    title: zh ? `基于深度学习的蛋白质结构预测研究（${i + 1}）` : `Deep learning for protein structure prediction (${i + 1})`,
    authors,
    organisations: (zh ? ZH_ORGS : EN_ORGS).slice(0, 2),
    blocks: [
      { kind: "p", runs: [{ text: text(i, first) }] },
      ...(sentences > first ? [{ kind: "p" as const, runs: [{ text: text(i + first, sentences - first) }] }] : []),
      ...(i % 5 === 0
        ? [{ kind: "p" as const, runs: [{ text: "H" }, { text: "2", script: "sub" as const }, { text: "O, E = mc" }, { text: "2", script: "sup" as const }] }]
        : []),
    ],
    keywords: zh ? ["蛋白质结构", "深度学习"] : ["protein structure", "deep learning"],
  };
}

export const BOOK_LABELS: BookInput["labels"] = {
  book: ["摘要集", "Abstract book"],
  contents: ["目录", "Contents"],
  authorIndex: ["作者索引", "Author index"],
  keywords: ["关键词", "Keywords"],
  abridged: ["（下略）", "(abridged)"],
  count: ["共收录摘要", "abstracts"],
  otherTheme: ["其他", "Other"],
};

/** `count` abstracts in two themes (first half, second half); `sentences(i)` long each. */
export function sampleBook(count: number, perPage: 1 | 2 | 4, sentences: (i: number) => number = () => 6): BookInput {
  const all = Array.from({ length: count }, (_, i) => sampleAbstract(i, sentences(i)));
  const half = Math.ceil(count / 2);
  const themes: BookTheme[] = [
    { id: 1, pathZh: "生命科学 › 结构生物学", pathEn: "Life sciences › Structural biology", abstracts: all.slice(0, half) },
    { id: 2, pathZh: "材料科学", pathEn: "Materials science", abstracts: all.slice(half) },
  ];
  return {
    conference: {
      nameZh: "2026 全国科学计算学术会议",
      nameEn: "National Conference on Scientific Computing 2026",
      dates: "2026-12-01 – 2026-12-03",
      locationZh: "北京·中关村",
      locationEn: "Zhongguancun, Beijing",
    },
    layout: { ...ZPdfLayout.parse({}), perPage },
    themes,
    labels: { ...BOOK_LABELS, count: [`共收录摘要 ${count} 篇`, `${count} abstracts`] },
  };
}
