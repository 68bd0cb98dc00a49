#include "app/camera_bookmarks.h"

#include <exception>

#include "app/config_lines.h"
#include "session/bench_path.h"

namespace bsp {

CameraBookmarks::CameraBookmarks(std::filesystem::path file) : file_(std::move(file)) {
    if (file_.empty()) return;
    for (const ConfigLine& line : read_config_lines(file_)) {
        if (line.fields.size() != 3 || line.fields[0].empty() || line.fields[1].empty()) {
            warn_config_line(file_, line.number, "wants MAP, NAME and X Y Z PITCH YAW FOV separated by tabs");
            continue;
        }
        try {
            const Camera c = parse_camera_file(line.fields[2], file_.string(), 90.0f).at(0);
            bookmarks_[line.fields[0]].push_back({line.fields[1], {c.position, c.pitch, c.yaw, 0.0f, c.fov_x}});
        } catch (const std::exception&) {
            warn_config_line(file_, line.number, "the camera is not X Y Z PITCH YAW FOV");
        }
    }
}

const std::vector<CameraBookmark>& CameraBookmarks::of(const std::string& map) const {
    static const std::vector<CameraBookmark> none;
    const auto it = bookmarks_.find(map);
    return it == bookmarks_.end() ? none : it->second;
}

void CameraBookmarks::add(const std::string& map, const std::string& name, const CameraPose& camera) {
    std::vector<CameraBookmark>& list = bookmarks_[map];
    std::string field = config_field(name);
    if (field.find_first_not_of(' ') == std::string::npos) field = "view " + std::to_string(list.size() + 1);
    list.push_back({field, camera});
    save();
}

bool CameraBookmarks::remove(const std::string& map, int index) {
    const auto it = bookmarks_.find(map);
    if (it == bookmarks_.end() || index < 0 || size_t(index) >= it->second.size()) return false;
    it->second.erase(it->second.begin() + index);
    if (it->second.empty()) bookmarks_.erase(it);
    save();
    return true;
}

void CameraBookmarks::save() const {
    std::vector<std::vector<std::string>> lines;
    for (const auto& [map, list] : bookmarks_)
        for (const CameraBookmark& b : list) {
            Camera c;
            c.position = b.camera.position;
            c.pitch = b.camera.pitch;
            c.yaw = b.camera.yaw;
            c.fov_x = b.camera.fov;
            lines.push_back({map, b.name, camera_file_line(c)});
        }
    write_config_lines(file_, lines);
}

}  // namespace bsp
