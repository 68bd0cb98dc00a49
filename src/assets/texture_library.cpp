#include "assets/texture_library.h"

#include <algorithm>
#include <optional>
#include <utility>

#include "core/parallel_for.h"

#include "vfs/vfs.h"

namespace bsp {

namespace {

// The name without a trailing ".ext" (only when the dot is in the last path part).
std::string_view strip_extension(std::string_view name) {
    const size_t dot = name.rfind('.');
    const size_t slash = name.rfind('/');
    if (dot == std::string_view::npos || (slash != std::string_view::npos && dot < slash)) return name;
    return name.substr(0, dot);
}

std::string normalized(std::string_view name) {
    std::string base(name);
    for (char& c : base) if (c == '\\') c = '/';
    return base;
}

// The files a name may be, in the order the engine tries them: the name as
// written first (a script may name a .jpg explicitly that also exists as .tga).
std::vector<std::string> candidates_of(const std::string& base) {
    const std::string stem(strip_extension(base));
    return {base, stem + ".tga", stem + ".jpg", stem + ".png"};
}

}  // namespace

std::vector<std::string> image_fallbacks_of(const std::string& path) {
    std::vector<std::string> out;
    for (std::string& candidate : candidates_of(path))
        if (candidate != path && std::find(out.begin(), out.end(), candidate) == out.end())
            out.push_back(std::move(candidate));
    return out;
}

std::optional<DecodedImage> decode_image_file(const Vfs& vfs, const std::string& path, std::string* why) {
    std::optional<std::vector<uint8_t>> bytes;
    try {
        bytes = vfs.read(path);
    } catch (const std::exception&) {  // an archive entry that lies about itself
        bytes.reset();
    }
    if (!bytes || bytes->empty()) {
        if (why) *why = "cannot be read";
        return std::nullopt;
    }
    return decode_image(*bytes, 4, why);
}

const DecodedImage* TextureLibrary::find_image(std::string_view name, std::string* found_path) const {
    const std::string base = normalized(name);
    auto known = path_of_name_.find(base);
    if (known == path_of_name_.end()) {
        std::string path;
        for (const std::string& candidate : candidates_of(base)) {
            if (by_path_.count(candidate) || (!defer_ && load_cached(candidate))) {  // another name led to it, or an earlier run
                path = candidate;
                break;
            }
            if (defer_) {
                if (!vfs_->is_file(candidate)) continue;  // a folder of that name is no image
                by_path_.emplace(candidate, DecodedImage{});
                deferred_.emplace(candidate, true);
                path = candidate;
                break;
            }
            auto bytes = vfs_->read(candidate);
            if (!bytes) continue;
            std::string why;
            auto image = decode_image(*bytes, 4, &why);
            if (!image) {  // a broken file (or one too large): keep looking, the next extension may work
                problem_of_name_[base] = candidate + ": " + why;
                continue;
            }
            by_path_.emplace(candidate, std::move(*image));
            path = candidate;
            break;
        }
        known = path_of_name_.emplace(base, std::move(path)).first;
    }
    if (known->second.empty()) return nullptr;
    auto image = by_path_.find(known->second);
    if (image == by_path_.end()) return nullptr;
    if (found_path) *found_path = known->second;
    return &image->second;
}

void TextureLibrary::prefetch(const std::vector<std::string>& names) {
    // In batches of names, so the lookup tables stay small.
    constexpr size_t kBatch = 128;
    struct Job {
        std::string path;
        std::string cache_key;  // "" when the file cannot be cached
        std::optional<MaterialImage> cached;
        std::optional<DecodedImage> image;
    };
    for (size_t first = 0; first < names.size(); first += kBatch) {
        // Which file each name leads to (on this thread: cache_key() is not thread-safe),
        // then on every core each file taken from the cache, or read and decoded.
        std::vector<Job> jobs;
        std::unordered_map<std::string, size_t> job_of_path;
        std::vector<std::pair<std::string, size_t>> name_jobs;  // lookup name → its job
        for (size_t i = first; i < std::min(names.size(), first + kBatch); ++i) {
            const std::string base = normalized(names[i]);
            if (base.empty() || path_of_name_.count(base)) continue;
            for (const std::string& candidate : candidates_of(base)) {
                if (by_path_.count(candidate)) break;  // find_image finds it at once
                if (auto job = job_of_path.find(candidate); job != job_of_path.end()) {
                    name_jobs.emplace_back(base, job->second);
                    break;
                }
                std::string key = cache_key(candidate);
                if (key.empty() && !vfs_->exists(candidate)) continue;
                job_of_path.emplace(candidate, jobs.size());
                name_jobs.emplace_back(base, jobs.size());
                jobs.push_back({candidate, std::move(key), std::nullopt, std::nullopt});
                break;
            }
        }
        // Each job reads its file and decodes it on one thread: a file's bytes live
        // only while it is decoded (at most one compressed file per thread), and one
        // thread's read (serialised by the vfs lock) runs beside another's decoding.
        parallel_for(jobs.size(), [&](size_t j) {
            Job& job = jobs[j];
            if (!job.cache_key.empty()) job.cached = cache_->load(job.cache_key);
            if (job.cached) return;
            std::string why;
            job.image = decode_image_file(*vfs_, job.path, &why);
        });
        for (const auto& [base, j] : name_jobs) {
            Job& job = jobs[j];
            if (job.cached) {
                by_path_.emplace(job.path, std::move(job.cached->image));
                if (!job.cached->mip_levels.empty()) cached_levels_.emplace(job.path, std::move(job.cached->mip_levels));
                cache_hits_.emplace(job.path, true);
                job.cached.reset();
            } else if (job.image) {
                by_path_.emplace(job.path, std::move(*job.image));
                job.image.reset();
            }
            // A file that did not decode is left to find_image: it tries the next
            // candidates and records the problem.
            if (by_path_.count(job.path)) path_of_name_.emplace(base, job.path);
        }
    }
}

const DecodedImage* TextureLibrary::decode_now(const std::string& path) {
    if (!deferred_.erase(path)) {
        auto known = by_path_.find(path);
        return known == by_path_.end() ? nullptr : &known->second;
    }
    by_path_.erase(path);
    if (!load_cached(path)) {
        std::string why;
        std::optional<DecodedImage> image = decode_image_file(*vfs_, path, &why);
        if (!image) {
            problem_of_name_[path] = path + ": " + why;
            return nullptr;
        }
        by_path_.emplace(path, std::move(*image));
    }
    return &by_path_.find(path)->second;
}

std::string TextureLibrary::problem_of(std::string_view name) const {
    auto it = problem_of_name_.find(normalized(name));
    return it == problem_of_name_.end() ? std::string() : it->second;
}

const Q3ShaderInfo* TextureLibrary::shader_of(std::string_view material_name) const {
    return scripts_ ? scripts_->find(strip_extension(material_name)) : nullptr;
}

ImageLookup TextureLibrary::resolve(std::string_view material_name) const {
    ImageLookup out;
    out.shader = shader_of(material_name);
    // Quake 3 prefers an image with the shader's own name only when no script
    // defines it; a script's first stage image is what the engine shows.
    if (out.shader && !out.shader->first_image.empty()) out.image = find_image(out.shader->first_image, &out.path);
    if (!out.image) out.image = find_image(material_name, &out.path);
    if (!out.image) {
        out.problem = problem_of(material_name);
        if (out.problem.empty() && out.shader && !out.shader->first_image.empty())
            out.problem = problem_of(out.shader->first_image);
    }
    return out;
}

std::string TextureLibrary::cache_key(const std::string& path) const {
    if (!cache_ || !cache_->enabled()) return {};
    auto [key, added] = cache_key_.try_emplace(path);
    if (added) {
        const std::string stamp = vfs_->stamp_of(path);
        key->second = stamp.empty() ? std::string() : stamp + "|" + path;
    }
    return key->second;
}

bool TextureLibrary::load_cached(const std::string& candidate) const {
    const std::string key = cache_key(candidate);
    if (key.empty()) return false;
    std::optional<MaterialImage> cached = cache_->load(key);
    if (!cached) return false;
    by_path_.emplace(candidate, std::move(cached->image));
    if (!cached->mip_levels.empty()) cached_levels_.emplace(candidate, std::move(cached->mip_levels));
    cache_hits_.emplace(candidate, true);
    return true;
}

std::optional<std::vector<DecodedImage>> TextureLibrary::take_cached_levels(const std::string& path) {
    auto it = cached_levels_.find(path);
    if (it == cached_levels_.end()) return std::nullopt;
    std::vector<DecodedImage> levels = std::move(it->second);
    cached_levels_.erase(it);
    return levels;
}

DecodedImage TextureLibrary::take_image(const std::string& path) {
    auto it = by_path_.find(path);
    return it == by_path_.end() ? DecodedImage{} : std::move(it->second);
}

}  // namespace bsp
