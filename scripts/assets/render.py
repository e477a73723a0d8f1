"""Rasterise SVG strings: rsvg-convert -> PNG -> cwebp / jpeg / png."""
import os
import subprocess
import tempfile

TMP = os.environ.get('ASSET_TMP') or os.path.join(tempfile.gettempdir(), 'hat-assets')
os.makedirs(TMP, exist_ok=True)


def svg_to_png(svg, png, w, h):
    src = png[:-4] + '.svg'
    with open(src, 'w') as f:
        f.write(svg)
    subprocess.run(['rsvg-convert', '-w', str(w), '-h', str(h), '-o', png, src], check=True)
    return png


def to_webp(png, out, q=72, extra=()):
    os.makedirs(os.path.dirname(out), exist_ok=True)
    subprocess.run(['cwebp', '-quiet', '-q', str(q), '-m', '6', '-sharp_yuv', *extra, png, '-o', out], check=True)
    return os.path.getsize(out)


def webp(svg, out, w, h, q=72, max_bytes=None, tag=None):
    """Render svg at w x h and encode to WebP, lowering quality until under max_bytes."""
    tag = tag or os.path.basename(out).replace('.', '_') + '_%dx%d' % (w, h)
    png = os.path.join(TMP, tag + '.png')
    svg_to_png(svg, png, w, h)
    size = to_webp(png, out, q)
    while max_bytes and size > max_bytes and q > 40:
        q -= 6
        size = to_webp(png, out, q)
    return size


def jpeg(svg, out, w, h, q=80, tag=None):
    tag = tag or os.path.basename(out).replace('.', '_')
    png = os.path.join(TMP, tag + '.png')
    svg_to_png(svg, png, w, h)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    subprocess.run(['convert', png, '-strip', '-sampling-factor', '4:2:0', '-interlace', 'JPEG',
                    '-quality', str(q), out], check=True)
    return os.path.getsize(out)


def png(svg, out, w, h):
    os.makedirs(os.path.dirname(out), exist_ok=True)
    tmp = os.path.join(TMP, os.path.basename(out) + '.raw.png')
    svg_to_png(svg, tmp, w, h)
    subprocess.run(['convert', tmp, '-strip', '-define', 'png:compression-level=9', out], check=True)
    return os.path.getsize(out)
