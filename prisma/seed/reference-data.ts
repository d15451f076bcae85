// Platform-wide reference lists of the demo seed: disciplines, the company/unit list (id 153 is
// the unit SPEC §9 excludes) and the organisation directory with its three common providers.

export const DISCIPLINES: [string, string][] = [
  ["数学", "Mathematics"],
  ["物理学", "Physics"],
  ["化学", "Chemistry"],
  ["天文学", "Astronomy"],
  ["地球科学", "Earth sciences"],
  ["生命科学", "Life sciences"],
  ["计算机科学", "Computer science"],
  ["材料科学", "Materials science"],
  ["能源科学", "Energy science"],
  ["环境科学", "Environmental science"],
  ["信息与通信工程", "Information and communication engineering"],
  ["医学", "Medicine"],
];

export const COMPANIES: [number, string, string][] = [
  [1, "中国科学院计算机网络信息中心", "Computer Network Information Center, CAS"],
  [2, "中国科学院物理研究所", "Institute of Physics, CAS"],
  [3, "中国科学院数学与系统科学研究院", "Academy of Mathematics and Systems Science, CAS"],
  [4, "中国科学院化学研究所", "Institute of Chemistry, CAS"],
  [5, "中国科学院大学", "University of Chinese Academy of Sciences"],
  [6, "北京大学", "Peking University"],
  [7, "清华大学", "Tsinghua University"],
  [8, "复旦大学", "Fudan University"],
  [9, "上海交通大学", "Shanghai Jiao Tong University"],
  [10, "浙江大学", "Zhejiang University"],
  [11, "南京大学", "Nanjing University"],
  [12, "中国科学技术大学", "University of Science and Technology of China"],
  [13, "武汉大学", "Wuhan University"],
  [14, "中山大学", "Sun Yat-sen University"],
  [15, "哈尔滨工业大学", "Harbin Institute of Technology"],
  [16, "西安交通大学", "Xi'an Jiaotong University"],
  [17, "四川大学", "Sichuan University"],
  [18, "香港大学", "The University of Hong Kong"],
  [19, "马克斯·普朗克学会", "Max Planck Society"],
  [20, "欧洲核子研究中心", "CERN"],
  [21, "麻省理工学院", "Massachusetts Institute of Technology"],
  [22, "斯坦福大学", "Stanford University"],
  [23, "牛津大学", "University of Oxford"],
  [24, "剑桥大学", "University of Cambridge"],
  [25, "东京大学", "The University of Tokyo"],
  [26, "新加坡国立大学", "National University of Singapore"],
  [27, "苏黎世联邦理工学院", "ETH Zurich"],
  [28, "法国国家科学研究中心", "CNRS"],
  [29, "德国亥姆霍兹联合会", "Helmholtz Association"],
  [153, "其他（不在列表中）", "Other (not listed)"],
];

export const ORG_DIRECTORY = [
  { entityId: "https://passport.cstcloud.cn", providerKey: "cstnet", zname: "中国科技云通行证", ename: "CSTCloud Passport", isCommon: true, order: 1 },
  { entityId: "https://www.carsi.edu.cn", providerKey: "carsi", zname: "CARSI 高校身份联盟", ename: "CARSI university federation", isCommon: true, order: 2 },
  { entityId: "https://orcid.org", providerKey: "orcid", zname: "ORCID 开放研究者标识", ename: "ORCID", isCommon: true, order: 3 },
  ...COMPANIES.slice(0, 10).map(([id, zname, ename], i) => ({
    entityId: `https://idp.example.org/institution/${id}`,
    providerKey: null,
    zname,
    ename,
    isCommon: false,
    order: 10 + i,
  })),
];
