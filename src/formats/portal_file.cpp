#include "formats/portal_file.h"

#include <charconv>
#include <cmath>
#include <optional>

namespace bsp {

namespace {

// The file's lines, without their line ends; blank lines dropped, each kept with its
// 1-based number for warnings.
struct Line {
    size_t number = 0;
    std::string_view text;
};

std::vector<Line> split_lines(std::string_view text) {
    std::vector<Line> lines;
    size_t number = 0;
    while (!text.empty()) {
        const size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        ++number;
        while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t')) line.remove_suffix(1);
        while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) line.remove_prefix(1);
        if (!line.empty()) lines.push_back({number, line});
    }
    return lines;
}

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r'; }

// Reads whitespace-separated numbers and parenthesised points from one line.
class LineReader {
public:
    explicit LineReader(std::string_view s) : s_(s) {}
    std::optional<int64_t> integer() {
        skip();
        int64_t v = 0;
        const auto [end, ec] = std::from_chars(s_.data(), s_.data() + s_.size(), v);
        if (ec != std::errc() || (end != s_.data() + s_.size() && !is_space(*end))) return std::nullopt;
        s_.remove_prefix(size_t(end - s_.data()));
        return v;
    }
    bool at_point() {
        skip();
        return !s_.empty() && s_.front() == '(';
    }
    std::optional<glm::vec3> point() {
        skip();
        if (s_.empty() || s_.front() != '(') return std::nullopt;
        s_.remove_prefix(1);
        glm::vec3 p;
        for (int i = 0; i < 3; ++i) {
            skip();
            float v = 0;
            const auto [end, ec] = std::from_chars(s_.data(), s_.data() + s_.size(), v);
            if (ec != std::errc() || !std::isfinite(v)) return std::nullopt;
            s_.remove_prefix(size_t(end - s_.data()));
            p[i] = v;
        }
        skip();
        if (s_.empty() || s_.front() != ')') return std::nullopt;
        s_.remove_prefix(1);
        return p;
    }
    bool done() {
        skip();
        return s_.empty();
    }

private:
    void skip() {
        while (!s_.empty() && is_space(s_.front())) s_.remove_prefix(1);
    }
    std::string_view s_;
};

// One header number alone on its line.
std::optional<int64_t> lone_integer(const Line& line) {
    LineReader r(line.text);
    const auto v = r.integer();
    return v && r.done() ? v : std::nullopt;
}

class Parser {
public:
    Parser(const std::string& name, std::vector<std::string>& warnings, const PortalFileLimits& limits)
        : name_(name), warnings_(warnings), limits_(limits) {}

    PortalFile parse(std::string_view text) {
        PortalFile out;
        out.path = name_;
        const std::vector<Line> lines = split_lines(text);
        if (lines.empty()) {
            warn("is empty");
            return out;
        }
        const std::string_view magic = lines[0].text;
        size_t next = 1;
        int64_t leaves = 0, clusters = 0, portals = 0, faces = 0;
        auto header = [&](int64_t& v, const char* what) {
            const auto n = next < lines.size() ? lone_integer(lines[next]) : std::nullopt;
            if (!n || *n < 0) {
                warn(next < lines.size() ? "line " + std::to_string(lines[next].number) + ": " + what + " is not a count"
                                         : std::string("ends before the ") + what);
                return false;
            }
            v = *n;
            ++next;
            return true;
        };
        if (magic == "PRT1") {
            if (!header(clusters, "vis leaf count") || !header(portals, "portal count")) return out;
            // Quake 3 adds the solid face count on a line of its own; a Quake 1 portal
            // line has at least the point count, two leaves and points.
            if (next < lines.size() && lone_integer(lines[next])) {
                header(faces, "solid face count");
                out.format = "PRT1 (Quake 3)";
            } else {
                out.format = "PRT1";
            }
        } else if (magic == "PRT2") {
            if (!header(leaves, "vis leaf count") || !header(clusters, "cluster count") ||
                !header(portals, "portal count"))
                return out;
            out.format = "PRT2";
        } else {
            std::string shown(magic.substr(0, 16));
            for (char& c : shown)
                if (static_cast<unsigned char>(c) < 32 || static_cast<unsigned char>(c) > 126) c = '?';
            warn("is not a portal file this viewer reads (first line \"" + shown + "\"; PRT1 and PRT2 are read)");
            return out;
        }
        if (clusters > int64_t(INT32_MAX)) {
            warn("counts " + std::to_string(clusters) + " clusters, more than a map can have");
            return out;
        }
        out.clusters = int32_t(clusters);
        if (portals > int64_t(limits_.max_portals)) {
            warn("counts " + std::to_string(portals) + " portals; only the first " +
                 std::to_string(limits_.max_portals) + " are read");
            portals = int64_t(limits_.max_portals);
        }

        size_t read = 0;
        for (; next < lines.size() && read < size_t(portals); ++next, ++read) read_portal(lines[next], out);
        if (read < size_t(portals))
            warn("lists " + std::to_string(read) + " portal lines, its header " + std::to_string(portals));
        if (out.format == "PRT1 (Quake 3)") {
            // The solid faces: counted, not drawn (they are the walls the portals end at).
            for (int64_t f = 0; f < faces && next < lines.size(); ++f, ++next) ++out.solid_faces;
            if (out.solid_faces < faces)
                warn("lists " + std::to_string(out.solid_faces) + " solid faces, its header " + std::to_string(faces));
        } else if (out.format == "PRT2") {
            read_cluster_lists(lines, next, leaves, out);
        }
        if (bad_lines_ > kDetailedBadLines)
            warn(std::to_string(bad_lines_ - kDetailedBadLines) + " more bad lines skipped");
        return out;
    }

private:
    static constexpr size_t kDetailedBadLines = 5;

    void warn(const std::string& what) { warnings_.push_back(name_ + ": " + what); }
    void bad_line(const Line& line, const std::string& why) {
        if (++bad_lines_ <= kDetailedBadLines)
            warn("line " + std::to_string(line.number) + ": " + why + "; the line is skipped");
    }

    void read_portal(const Line& line, PortalFile& out) {
        LineReader r(line.text);
        // Point count, the two sides, and for Quake 3 files maybe a hint flag.
        std::vector<int64_t> numbers;
        while (numbers.size() < 5 && !r.at_point()) {
            const auto v = r.integer();
            if (!v) return bad_line(line, "is not a portal (point count, two clusters, points)");
            numbers.push_back(*v);
        }
        if (numbers.size() < 3 || numbers.size() > 4)
            return bad_line(line, "has " + std::to_string(numbers.size()) + " numbers before its points, not 3 or 4");
        const int64_t points = numbers[0];
        if (points < 3 || points > int64_t(limits_.max_points))
            return bad_line(line, "has a point count of " + std::to_string(points));
        for (int side = 1; side <= 2; ++side)
            if (numbers[size_t(side)] < 0 || numbers[size_t(side)] >= out.clusters)
                return bad_line(line, "joins cluster " + std::to_string(numbers[size_t(side)]) + ", but the header counts " +
                                          std::to_string(out.clusters));
        if (out.vertices.size() + size_t(points) > limits_.max_vertices)
            return bad_line(line, "would pass the limit of " + std::to_string(limits_.max_vertices) + " portal points");
        const size_t first = out.vertices.size();
        for (int64_t i = 0; i < points; ++i) {
            const auto p = r.point();
            if (!p) {
                out.vertices.resize(first);
                return bad_line(line, "point " + std::to_string(i + 1) + " of " + std::to_string(points) +
                                          " is not \"(x y z)\"");
            }
            out.vertices.push_back(*p);
        }
        if (!r.done()) {
            out.vertices.resize(first);
            return bad_line(line, "has more than its " + std::to_string(points) + " points");
        }
        VisPortal portal;
        portal.sides[0] = int32_t(numbers[1]);
        portal.sides[1] = int32_t(numbers[2]);
        portal.hint = numbers.size() == 4 && numbers[3] != 0;
        portal.first_vertex = uint32_t(first);
        portal.vertex_count = uint32_t(points);
        out.portals.push_back(portal);
    }

    // PRT2's cluster lists: cluster c's vis leaves, then -1, for each cluster in order.
    void read_cluster_lists(const std::vector<Line>& lines, size_t next, int64_t leaves, PortalFile& out) {
        if (leaves > int64_t(limits_.max_vertices)) {
            warn("counts " + std::to_string(leaves) + " vis leaves; the cluster lists are not read");
            return;
        }
        out.cluster_of_leaf_cluster.assign(size_t(leaves), -1);
        int32_t cluster = 0;
        for (; next < lines.size() && cluster < out.clusters; ++next) {
            LineReader r(lines[next].text);
            while (!r.done()) {
                const auto v = r.integer();
                if (!v) {
                    bad_line(lines[next], "is not a list of vis leaves");
                    break;
                }
                if (*v == -1) {
                    ++cluster;
                    continue;
                }
                if (*v < 0 || *v >= leaves) {
                    bad_line(lines[next], "names vis leaf " + std::to_string(*v) + " of " + std::to_string(leaves));
                    break;
                }
                out.cluster_of_leaf_cluster[size_t(*v)] = cluster;
            }
        }
        if (cluster < out.clusters)
            warn("lists the vis leaves of " + std::to_string(cluster) + " clusters, its header " +
                 std::to_string(out.clusters));
    }

    const std::string& name_;
    std::vector<std::string>& warnings_;
    const PortalFileLimits& limits_;
    size_t bad_lines_ = 0;
};

}  // namespace

PortalFile parse_portal_file(std::string_view text, const std::string& name, std::vector<std::string>& warnings,
                             const PortalFileLimits& limits) {
    return Parser(name, warnings, limits).parse(text);
}

}  // namespace bsp
