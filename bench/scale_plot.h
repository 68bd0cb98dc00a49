#pragma once
// The cost curve's figure (scale_bench.cpp): log-log panels of each metric against
// the map's size, relative to the smallest size, with lines of slope 0 and 1 to read
// the exponents against, drawn into RGBA pixels with a 3 x 5 pixel font (no font
// library in the build) and saved with the project's PNG writer.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

namespace scale_plot {

struct Series {
    std::string name;
    std::vector<double> x, y;  // sizes and costs, both > 0
    uint32_t rgb = 0;
};

struct Panel {
    std::string title;
    std::vector<Series> series;
};

class Canvas {
public:
    Canvas(int width, int height) : width_(width), height_(height), rgba_(size_t(width) * size_t(height) * 4, 255) {}

    void pixel(int x, int y, uint32_t rgb) {
        if (x < 0 || y < 0 || x >= width_ || y >= height_) return;
        uint8_t* p = &rgba_[(size_t(y) * size_t(width_) + size_t(x)) * 4];
        p[0] = uint8_t(rgb >> 16), p[1] = uint8_t(rgb >> 8), p[2] = uint8_t(rgb), p[3] = 255;
    }
    void line(double x0, double y0, double x1, double y1, uint32_t rgb, int thickness = 1, int dash = 0) {
        const int steps = int(std::max(std::fabs(x1 - x0), std::fabs(y1 - y0))) + 1;
        for (int i = 0; i <= steps; ++i) {
            if (dash > 0 && (i / dash) % 2 == 1) continue;
            const double t = double(i) / steps;
            const int x = int(std::lround(x0 + (x1 - x0) * t)), y = int(std::lround(y0 + (y1 - y0) * t));
            for (int dy = 0; dy < thickness; ++dy)
                for (int dx = 0; dx < thickness; ++dx) pixel(x + dx - thickness / 2, y + dy - thickness / 2, rgb);
        }
    }
    void fill(int x0, int y0, int x1, int y1, uint32_t rgb) {
        for (int y = y0; y < y1; ++y)
            for (int x = x0; x < x1; ++x) pixel(x, y, rgb);
    }
    // Text at scale 2 (6 x 10 pixels a glyph, 8 apart); unknown characters are blank.
    void text(int x, int y, const std::string& s, uint32_t rgb) {
        for (char c : s) {
            const char* rows = glyph(c);
            for (int r = 0; r < 5 && rows; ++r)
                for (int col = 0; col < 3; ++col)
                    if (rows[r * 3 + col] == '#') fill(x + col * 2, y + r * 2, x + col * 2 + 2, y + r * 2 + 2, rgb);
            x += 8;
        }
    }
    int width() const { return width_; }
    int height() const { return height_; }
    const std::vector<uint8_t>& rgba() const { return rgba_; }

private:
    static const char* glyph(char c) {
        // 5 rows of 3 columns each, '#' set.
        switch (c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c) {
            case '0': return "####.##.##.####";
            case '1': return ".#.##..#..#.###";
            case '2': return "###..#####..###";
            case '3': return "###..####..####";
            case '4': return "#.##.####..#..#";
            case '5': return "####..###..####";
            case '6': return "####..####.####";
            case '7': return "###..#..#..#..#";
            case '8': return "####.#####.####";
            case '9': return "####.####..####";
            case '.': return "............#..";
            case '-': return "......###......";
            case '=': return "...###...###...";
            case '(': return ".#.#..#..#...#.";
            case ')': return ".#...#..#..#.#.";
            case '/': return "..#..#.#..#..#.";
            case ',': return ".........#.#...";
            case '^': return ".#.#.#.........";
            case ':': return "....#.....#....";
            case 'a': return ".#.#.#####.##.#";
            case 'b': return "##.#.###.#.###.";
            case 'c': return ".###..#..#...##";
            case 'd': return "##.#.##.##.###.";
            case 'e': return "####..##.#..###";
            case 'f': return "####..##.#..#..";
            case 'g': return ".###..#.##.#.##";
            case 'h': return "#.##.####.##.##";
            case 'i': return "###.#..#..#.###";
            case 'k': return "#.##.###.#.##.#";
            case 'l': return "#..#..#..#..###";
            case 'm': return "#.####.##.##.##";
            case 'n': return "##.#.##.##.##.#";
            case 'o': return ".#.#.##.##.#.#.";
            case 'p': return "##.#.###.#..#..";
            case 'q': return ".#.#.##.##.#.##";
            case 'r': return "##.#.###.#.##.#";
            case 's': return ".###...#...###.";
            case 't': return "###.#..#..#..#.";
            case 'u': return "#.##.##.##.####";
            case 'v': return "#.##.##.##.#.#.";
            case 'w': return "#.##.##.#####.#";
            case 'x': return "#.##.#.#.#.##.#";
            case 'y': return "#.##.#.#..#..#.";
            case 'z': return "###..#.#.#..###";
            default: return nullptr;
        }
    }

    int width_, height_;
    std::vector<uint8_t> rgba_;
};

// One panel at (left, top), `w` x `h`: both axes log2 of the value over the series'
// first (smallest-size) value.
inline void draw_panel(Canvas& c, const Panel& p, int left, int top, int w, int h) {
    const int plot_left = left + 40, plot_top = top + 24, plot_w = w - 52, plot_h = h - 100;
    double max_x = 1, max_y = 1, min_y = 1;
    for (const Series& s : p.series)
        for (size_t i = 0; i < s.x.size(); ++i) {
            max_x = std::max(max_x, s.x[i] / s.x[0]);
            max_y = std::max(max_y, s.y[i] / s.y[0]);
            min_y = std::min(min_y, s.y[i] / s.y[0]);
        }
    max_y = std::max(max_y, max_x);  // room for the slope-1 line
    const double lx = std::log2(max_x), ly_max = std::ceil(std::log2(max_y)), ly_min = std::floor(std::log2(min_y));
    auto px = [&](double rel) { return plot_left + std::log2(rel) / std::max(lx, 1.0) * plot_w; };
    auto py = [&](double rel) { return plot_top + plot_h - (std::log2(rel) - ly_min) / std::max(ly_max - ly_min, 1.0) * plot_h; };
    c.text(left + 4, top + 4, p.title, 0x000000);
    for (double e = ly_min; e <= ly_max; e += 2) {  // horizontal grid every 4x
        c.line(plot_left, py(std::exp2(e)), plot_left + plot_w, py(std::exp2(e)), 0xdddddd);
        c.text(left + 2, int(py(std::exp2(e))) - 5, e >= 0 ? std::to_string(int(std::exp2(e))) : "1/" + std::to_string(int(std::exp2(-e))), 0x555555);
    }
    for (double e = 0; e <= lx + 0.01; e += 2) {  // vertical grid every 4x
        c.line(px(std::exp2(e)), plot_top, px(std::exp2(e)), plot_top + plot_h, 0xdddddd);
        c.text(int(px(std::exp2(e))) - 6, plot_top + plot_h + 6, std::to_string(int(std::exp2(e))) + "x", 0x555555);
    }
    c.line(plot_left, plot_top, plot_left, plot_top + plot_h, 0x000000);
    c.line(plot_left, plot_top + plot_h, plot_left + plot_w, plot_top + plot_h, 0x000000);
    c.line(px(1), py(1), px(max_x), py(max_x), 0x999999, 1, 6);  // cost ~ size
    c.line(px(1), py(1), px(max_x), py(1), 0x999999, 1, 3);      // flat
    int legend_y = plot_top + plot_h + 20;
    int legend_x = left + 4;
    for (const Series& s : p.series) {
        for (size_t i = 1; i < s.x.size(); ++i)
            c.line(px(s.x[i - 1] / s.x[0]), py(s.y[i - 1] / s.y[0]), px(s.x[i] / s.x[0]), py(s.y[i] / s.y[0]), s.rgb, 2);
        for (size_t i = 0; i < s.x.size(); ++i)
            c.fill(int(px(s.x[i] / s.x[0])) - 3, int(py(s.y[i] / s.y[0])) - 3, int(px(s.x[i] / s.x[0])) + 3,
                   int(py(s.y[i] / s.y[0])) + 3, s.rgb);
        c.fill(legend_x, legend_y + 2, legend_x + 8, legend_y + 8, s.rgb);
        c.text(legend_x + 12, legend_y, s.name, 0x000000);
        legend_x += 12 + int(s.name.size()) * 8 + 10;
        if (legend_x > left + w - 120) legend_x = left + 4, legend_y += 14;
    }
}

}  // namespace scale_plot
