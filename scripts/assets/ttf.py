"""Minimal TrueType outline reader (stdlib only) used to turn the logo/badge lettering
into SVG paths, so the SVG marks render identically everywhere (no font dependency)."""
import struct

FONT_DIRS = ['/usr/share/fonts/truetype/dejavu/']


class TTF:
    def __init__(self, path):
        with open(path, 'rb') as f:
            self.d = d = f.read()
        num = struct.unpack('>H', d[4:6])[0]
        self.t = {}
        for i in range(num):
            tag, _, off, ln = struct.unpack('>4sIII', d[12 + 16 * i: 28 + 16 * i])
            self.t[tag.decode('latin1')] = (off, ln)
        off = self.t['head'][0]
        self.upem = struct.unpack('>H', d[off + 18: off + 20])[0]
        self.loc_fmt = struct.unpack('>h', d[off + 50: off + 52])[0]
        off = self.t['maxp'][0]
        self.nglyphs = struct.unpack('>H', d[off + 4: off + 6])[0]
        off = self.t['hhea'][0]
        self.nhm = struct.unpack('>H', d[off + 34: off + 36])[0]
        self._cmap()
        self._loca()

    def _cmap(self):
        d = self.d
        off = self.t['cmap'][0]
        n = struct.unpack('>H', d[off + 2: off + 4])[0]
        self.cmap = {}
        for i in range(n):
            pid, eid, so = struct.unpack('>HHI', d[off + 4 + 8 * i: off + 12 + 8 * i])
            st = off + so
            fmt = struct.unpack('>H', d[st: st + 2])[0]
            if fmt == 4 and pid in (0, 3):
                segx2 = struct.unpack('>H', d[st + 6: st + 8])[0]
                seg = segx2 // 2
                ends = struct.unpack('>%dH' % seg, d[st + 14: st + 14 + segx2])
                starts = struct.unpack('>%dH' % seg, d[st + 16 + segx2: st + 16 + 2 * segx2])
                deltas = struct.unpack('>%dh' % seg, d[st + 16 + 2 * segx2: st + 16 + 3 * segx2])
                ro_off = st + 16 + 3 * segx2
                ros = struct.unpack('>%dH' % seg, d[ro_off: ro_off + segx2])
                for s in range(seg):
                    for cde in range(starts[s], min(ends[s], 0x2FF) + 1):
                        if ros[s] == 0:
                            g = (cde + deltas[s]) & 0xFFFF
                        else:
                            a = ro_off + 2 * s + ros[s] + 2 * (cde - starts[s])
                            g = struct.unpack('>H', d[a: a + 2])[0]
                            if g:
                                g = (g + deltas[s]) & 0xFFFF
                        self.cmap[cde] = g
                return

    def _loca(self):
        d = self.d
        off = self.t['loca'][0]
        n = self.nglyphs + 1
        if self.loc_fmt == 0:
            self.loca = [v * 2 for v in struct.unpack('>%dH' % n, d[off: off + 2 * n])]
        else:
            self.loca = list(struct.unpack('>%dI' % n, d[off: off + 4 * n]))

    def advance(self, g):
        off = self.t['hmtx'][0]
        i = min(g, self.nhm - 1)
        return struct.unpack('>H', self.d[off + 4 * i: off + 4 * i + 2])[0]

    def contours(self, g):
        """List of contours, each a list of (x, y, on_curve)."""
        d = self.d
        base = self.t['glyf'][0]
        a, b = self.loca[g], self.loca[g + 1]
        if a == b:
            return []
        p = base + a
        nc = struct.unpack('>h', d[p: p + 2])[0]
        if nc < 0:
            return self._composite(p)
        ends = struct.unpack('>%dH' % nc, d[p + 10: p + 10 + 2 * nc])
        npts = ends[-1] + 1
        q = p + 10 + 2 * nc
        il = struct.unpack('>H', d[q: q + 2])[0]
        q += 2 + il
        flags = []
        while len(flags) < npts:
            f = d[q]
            q += 1
            flags.append(f)
            if f & 8:
                r = d[q]
                q += 1
                flags.extend([f] * r)
        xs, ys = [], []
        v = 0
        for f in flags:
            if f & 2:
                dv = d[q]
                q += 1
                v += dv if f & 16 else -dv
            elif not f & 16:
                v += struct.unpack('>h', d[q: q + 2])[0]
                q += 2
            xs.append(v)
        v = 0
        for f in flags:
            if f & 4:
                dv = d[q]
                q += 1
                v += dv if f & 32 else -dv
            elif not f & 32:
                v += struct.unpack('>h', d[q: q + 2])[0]
                q += 2
            ys.append(v)
        out, s = [], 0
        for e in ends:
            out.append([(xs[i], ys[i], bool(flags[i] & 1)) for i in range(s, e + 1)])
            s = e + 1
        return out

    def _composite(self, p):
        d = self.d
        q = p + 10
        out = []
        while True:
            flags, gi = struct.unpack('>HH', d[q: q + 4])
            q += 4
            if flags & 1:
                dx, dy = struct.unpack('>hh', d[q: q + 4])
                q += 4
            else:
                dx, dy = struct.unpack('>bb', d[q: q + 2])
                q += 2
            sc = 1.0
            if flags & 8:
                sc = struct.unpack('>h', d[q: q + 2])[0] / 16384.0
                q += 2
            elif flags & 0x40:
                q += 4
            elif flags & 0x80:
                q += 8
            for ct in self.contours(gi):
                out.append([(x * sc + dx, y * sc + dy, on) for x, y, on in ct])
            if not flags & 0x20:
                break
        return out


def _fmt(v):
    s = '%.1f' % v
    if s.endswith('.0'):
        s = s[:-2]
    return '0' if s == '-0' else s


def text_path(font, s, x, y, size, ls=0.0):
    """SVG path data for string s with baseline at (x, y), font size in px. Returns (d, width)."""
    k = size / font.upem
    d = []
    pen = x
    for ch in s:
        g = font.cmap.get(ord(ch), 0)
        for ct in font.contours(g):
            pts = [(pen + px * k, y - py * k, on) for px, py, on in ct]
            # normalise so we start on an on-curve point
            if not pts[0][2]:
                if pts[-1][2]:
                    pts = [pts[-1]] + pts[:-1]
                else:
                    mid = ((pts[0][0] + pts[-1][0]) / 2, (pts[0][1] + pts[-1][1]) / 2, True)
                    pts = [mid] + pts
            seg = 'M%s %s' % (_fmt(pts[0][0]), _fmt(pts[0][1]))
            i = 1
            m = len(pts)
            while i <= m:
                p = pts[i % m]
                if p[2]:
                    seg += 'L%s %s' % (_fmt(p[0]), _fmt(p[1]))
                    i += 1
                else:
                    nx = pts[(i + 1) % m]
                    if nx[2]:
                        end = nx
                        i += 2
                    else:
                        end = ((p[0] + nx[0]) / 2, (p[1] + nx[1]) / 2, True)
                        i += 1
                    seg += 'Q%s %s %s %s' % (_fmt(p[0]), _fmt(p[1]), _fmt(end[0]), _fmt(end[1]))
            d.append(seg + 'Z')
        pen += font.advance(g) * k + ls
    return ''.join(d), pen - x - ls


_cache = {}


def font(name):
    if name not in _cache:
        for base in FONT_DIRS:
            try:
                _cache[name] = TTF(base + name)
                break
            except FileNotFoundError:
                continue
        else:
            raise FileNotFoundError(name)
    return _cache[name]
