import type { Category } from "../schemas/vocabulary.ts";

/**
 * Word lists the title parser reads. Kept apart from the code so a new brand or
 * keyword is a one-line change. All keys are lower case.
 */

/** Brand spellings seen in titles → canonical brand name. */
export const BRANDS: Readonly<Record<string, string>> = {
  "western digital": "Western Digital", wd: "Western Digital", wdc: "Western Digital", seagate: "Seagate",
  hgst: "HGST", hitachi: "Hitachi", toshiba: "Toshiba", samsung: "Samsung", intel: "Intel", amd: "AMD",
  nvidia: "NVIDIA", evga: "EVGA", msi: "MSI", asus: "ASUS", gigabyte: "Gigabyte", sapphire: "Sapphire",
  xfx: "XFX", powercolor: "PowerColor", zotac: "Zotac", pny: "PNY", galaxy: "Galaxy", crucial: "Crucial",
  micron: "Micron", kingston: "Kingston", corsair: "Corsair", "g.skill": "G.Skill", gskill: "G.Skill",
  patriot: "Patriot", sandisk: "SanDisk", ocz: "OCZ", "sk hynix": "SK hynix", hynix: "SK hynix", dell: "Dell",
  hpe: "HPE", hp: "HP", lenovo: "Lenovo", ibm: "IBM", supermicro: "Supermicro", cisco: "Cisco",
  juniper: "Juniper", arista: "Arista", mellanox: "Mellanox", chelsio: "Chelsio", broadcom: "Broadcom",
  lsi: "LSI", qlogic: "QLogic", emulex: "Emulex", solarflare: "Solarflare", ubiquiti: "Ubiquiti",
  unifi: "Ubiquiti", mikrotik: "MikroTik", netgear: "Netgear", "tp-link": "TP-Link", brocade: "Brocade",
  aruba: "Aruba", fujitsu: "Fujitsu", kioxia: "Kioxia", solidigm: "Solidigm", adata: "ADATA", sabrent: "Sabrent",
  teamgroup: "TeamGroup", timetec: "Timetec", owc: "OWC", asrock: "ASRock", biostar: "Biostar", acer: "Acer",
  benq: "BenQ", seasonic: "Seasonic", antec: "Antec", nzxt: "NZXT", "cooler master": "Cooler Master",
  noctua: "Noctua", "lian li": "Lian Li", bitfenix: "BitFenix", thermaltake: "Thermaltake", rosewill: "Rosewill",
  logitech: "Logitech", razer: "Razer", sennheiser: "Sennheiser", lg: "LG", apple: "Apple", google: "Google",
  powercoler: "PowerColor", "in win": "In Win", hyperx: "HyperX", adaptec: "Adaptec", quanta: "Quanta",
  inspur: "Inspur", gateway: "Gateway", monoprice: "Monoprice", "das keyboard": "Das Keyboard", sparkle: "Sparkle",
};

/** Bracket tags of deal posts (`[GPU]`, `[Hard Drive]`) → category. */
export const TAG_CATEGORIES: Readonly<Record<string, Category>> = {
  gpu: "gpu", "video card": "gpu", videocard: "gpu", "graphics card": "gpu", graphics: "gpu", vga: "gpu",
  cpu: "cpu", processor: "cpu", apu: "cpu", ram: "ram", memory: "ram", ssd: "ssd", nvme: "ssd",
  hdd: "hdd", "hard drive": "hdd", harddrive: "hdd", "external drive": "hdd", "external hdd": "hdd",
  nic: "nic", "network card": "nic", switch: "switch", "ethernet switch": "switch", "network switch": "switch",
  server: "server", hba: "hba", raid: "hba", "mini pc": "minipc", minipc: "minipc",
  "cpu cooler": "other", monitor: "other", case: "other", psu: "other", "power supply": "other",
  keyboard: "other", mouse: "other", headphones: "other", headset: "other", cooler: "other", heatsink: "other",
  cases: "other", "computer case": "other", "case fans": "other", mice: "other", peripherals: "other",
  fan: "other", fans: "other", motherboard: "other", mobo: "other", controller: "other", cable: "other",
  game: "other", speakers: "other", barebone: "other", "wireless adapter": "other", router: "other",
  ups: "other", "optical drive": "other", "sound card": "other", laptop: "other", tablet: "other",
  "thermal paste": "other", webcam: "other", "case fan": "other",
  "flash drive": "other", software: "other", giveaway: "other", rgb: "other", "rgb strip": "other",
};

/**
 * Words in the item text that say what it is. Phrases are matched before single words
 * at the same place (so `cpu cooler` is not a CPU). Container categories win over parts.
 */
export const ITEM_HINTS: Readonly<Record<string, Category>> = {
  // storage
  ssd: "ssd", ssds: "ssd", "solid state": "ssd", nvme: "ssd", "m.2": "ssd", optane: "ssd", "u.2": "ssd",
  vertex: "ssd", agility: "ssd", msata: "ssd", ssdnow: "ssd", "hyperx 3k": "ssd", m4: "ssd", "samsung evo": "ssd",
  hdd: "hdd", hdds: "hdd", "hard drive": "hdd", "hard drives": "hdd",
  "hard disk": "hdd", harddrive: "hdd", barracuda: "hdd", caviar: "hdd", ironwolf: "hdd", exos: "hdd",
  ultrastar: "hdd", deskstar: "hdd", spinpoint: "hdd", "nas drive": "hdd", "bare drive": "hdd",
  "external drive": "hdd", "internal drive": "hdd", caddy: "hdd", caddies: "hdd", "drive tray": "hdd", "drive sled": "hdd", easystore: "hdd", "my book": "hdd", rpm: "hdd",
  "wd red": "hdd", "wd green": "hdd", "wd blue": "hdd", "wd black": "hdd", "wd gold": "hdd",
  "red pro": "hdd", "red plus": "hdd", constellation: "hdd", skyhawk: "hdd", "7200rpm": "hdd", "5400rpm": "hdd",
  // memory
  ram: "ram", memory: "ram", ddr2: "ram", ddr3: "ram", ddr3l: "ram", ddr4: "ram", ddr5: "ram", dimm: "ram",
  "ddr-3": "ram", "ddr-4": "ram", "ddr-5": "ram", "ddr 3": "ram", "ddr 4": "ram", "ddr 5": "ram", pc3: "ram", pc3l: "ram",
  pc4: "ram", pc5: "ram",
  dimms: "ram", rdimm: "ram", lrdimm: "ram", udimm: "ram", sodimm: "ram", "so-dimm": "ram", vengeance: "ram",
  ballistix: "ram", ripjaws: "ram", sniper: "ram", xms3: "ram", dominator: "ram", "trident z": "ram",
  // compute
  cpu: "cpu", cpus: "cpu", processor: "cpu", processors: "cpu", xeon: "cpu", epyc: "cpu", ryzen: "cpu",
  phenom: "cpu", athlon: "cpu", threadripper: "cpu", celeron: "cpu", pentium: "cpu", "core i3": "cpu",
  "core i5": "cpu", "core i7": "cpu", "core i9": "cpu",
  gpu: "gpu", gpus: "gpu", "video card": "gpu", "graphics card": "gpu", geforce: "gpu", radeon: "gpu",
  quadro: "gpu", tesla: "gpu", gtx: "gpu", rtx: "gpu", titan: "gpu", instinct: "gpu",
  // board makers that sell little but graphics cards
  zotac: "gpu", sapphire: "gpu", xfx: "gpu", powercolor: "gpu", "power color": "gpu", visiontek: "gpu",
  // networking and storage controllers
  nic: "nic", nics: "nic", "network card": "nic", "network adapter": "nic", "ethernet adapter": "nic",
  connectx: "nic", "connectx-2": "nic", "connectx-3": "nic", "connectx-4": "nic", "connectx-5": "nic",
  "10gbe": "nic", "25gbe": "nic", "40gbe": "nic", "100gbe": "nic", "sfp+": "nic", sfp28: "nic", qsfp: "nic",
  "qsfp+": "nic", chelsio: "nic", solarflare: "nic", "dual gigabit nic": "nic", ethernet: "nic", lom: "nic", "base-t": "nic", "10gbase-t": "nic",
  "fibre channel": "hba", "fiber channel": "hba",
  hba: "hba", hbas: "hba", "raid controller": "hba", "raid controllers": "hba", "raid card": "hba", "raid cards": "hba", perc: "hba", "it mode": "hba", megaraid: "hba",
  "smart array": "hba", "sas controller": "hba", "storage controller": "hba",
  "graphic card": "gpu", "graphics accelerator": "gpu", "gpu accelerator": "gpu", "tensor core": "gpu", egpu: "gpu",
  geforce2: "gpu", geforce3: "gpu", geforce4: "gpu", "core ultra": "cpu",
  switch: "switch", "ethernet switch": "switch", "network switch": "switch", "gigabit switch": "switch", "poe switch": "switch", catalyst: "switch",
  // containers
  poweredge: "server", proliant: "server", superserver: "server", primergy: "server", fusionserver: "server", "rack server": "server", firewall: "server", pfsense: "server", opnsense: "server", "1u server": "server",
  "2u server": "server", "4u server": "server", "file server": "server", "gpu server": "server",
  "mini pc": "minipc", "mini pcs": "minipc", prodesk: "minipc", elitedesk: "minipc", thinkcentre: "minipc",
  optiplex: "minipc", nuc: "minipc", "tiny pc": "minipc",
  // not homelab parts
  monitor: "other", keyboard: "other", mouse: "other", "mouse pad": "other", headphones: "other",
  headset: "other", case: "other", psu: "other", "power supply": "other", "cpu cooler": "other",
  cooler: "other", "liquid cpu": "other", "cpu hydro": "other", "hydro series": "other", fan: "other", fans: "other", "case fan": "other",
  motherboard: "other", mobo: "other", "thermal compound": "other", "thermal paste": "other",
  "wireless adapter": "other", router: "other", "gift card": "other", iphone: "other", pixel: "other",
  laptop: "other", tablet: "other", webcam: "other", speakers: "other", controller: "other", "usb tpu": "other",
  "flash drive": "other", "optical drive": "other", "blu-ray": "other", "sound card": "other", chair: "other",
  "rog ally": "other", "steam deck": "other", console: "other", "pc kit": "other", "hdmi cable": "other",
  "ethernet cable": "other", "ethernet cables": "other", ultrabook: "other", notebook: "other", microsd: "other",
  "sd card": "other", "itx build": "other", "pc build": "other", "gaming pc": "other", prebuilt: "other",
  cases: "other", "computer case": "other", mice: "other", "mouse pads": "other", "usb flash drive": "other",
  // motherboard chipsets
  z68: "other", p67: "other", z77: "other", z87: "other", z97: "other", x99: "other", z170: "other", z270: "other",
  z370: "other", z390: "other", z490: "other", z590: "other", z690: "other", z790: "other", x299: "other",
  b450: "other", b550: "other", x570: "other", b650: "other", x670: "other", b650i: "other", x870: "other",
  b650e: "other", x670e: "other", x870e: "other", b850: "other", z890: "other", motherboards: "other",
  "nintendo switch": "other", nintendo: "other", smartwatch: "other", mousepad: "other", airpods: "other", ipad: "other",
  ipod: "other", kindle: "other", laptops: "other", inspiron: "other", latitude: "other", thinkpad: "other", elitebook: "other",
  probook: "other", ideapad: "other", chromebook: "other", macbook: "other", pavilion: "other", xbox: "other", playstation: "other",
  ps5: "other", ps4: "other", "access point": "other", "cloud gateway": "other",
};

/** Categories that contain other parts: their hint wins wherever it appears. */
export const CONTAINER_CATEGORIES: ReadonlySet<Category> = new Set(["server", "minipc"]);

/** Words of a trade post's [H] side that mean "I pay", so the post is a buy (wanted) post. */
export const PAYMENT_WORDS: ReadonlySet<string> = new Set([
  "cash", "paypal", "pp", "emt", "etransfer", "e-transfer", "etrans", "interac", "venmo", "zelle", "local",
  "money", "g&s", "gs", "f&f", "ff", "or", "and", "shipped", "obo", "usd", "cad", "e", "transfer", "bank",
  "trade", "trades", "offers", "offer", "plus", "the", "to", "you", "your", "+", "/", ",",
]);

/** Tags of deal posts that name a store or a region, not a category. */
export const STORE_TAGS: ReadonlySet<string> = new Set([
  "newegg", "amazon", "tigerdirect", "microcenter", "micro center", "fry's", "frys", "buy.com", "ncix", "bestbuy",
  "best buy", "staples", "dell", "ebay", "walmart", "b&h", "massdrop", "monoprice",
]);
