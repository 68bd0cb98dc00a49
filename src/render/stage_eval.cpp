#include "render/stage_eval.h"

#include <algorithm>
#include <cmath>

namespace bsp {

namespace {

constexpr int kTableSize = 1024;
constexpr int kTableMask = kTableSize - 1;
constexpr double kTwoPi = 6.28318530717958647692;

// The table index of x, as the engine computes it: a truncating integer cast, then
// the low ten bits (two's complement, so negative positions wrap the same way).
int table_index(double x) {
    const double scaled = x * kTableSize;
    if (!std::isfinite(scaled) || std::abs(scaled) > 9.0e18) return 0;
    return int(int64_t(scaled) & kTableMask);
}

// Our noise: values at integer steps from a hash, joined smoothly.
float hashed(int64_t i) {
    uint64_t h = uint64_t(i) * 0x9E3779B97F4A7C15ull;
    h ^= h >> 31;
    h *= 0xBF58476D1CE4E5B9ull;
    h ^= h >> 29;
    return float(double(h >> 11) / double(1ull << 53)) * 2.0f - 1.0f;
}

float noise(double x) {
    if (!std::isfinite(x) || std::abs(x) > 9.0e15) return 0.0f;
    const double f = std::floor(x);
    const double u = x - f;
    const double smooth = u * u * (3.0 - 2.0 * u);
    const float a = hashed(int64_t(f)), b = hashed(int64_t(f) + 1);
    return float(a + (b - a) * smooth);
}

// Colours the engine stores as bytes: v * 255 truncated.
float as_byte(float v) { return std::floor(std::clamp(v, 0.0f, 1.0f) * 255.0f) / 255.0f; }

float clamp01(float v) { return std::isfinite(v) ? std::clamp(v, 0.0f, 1.0f) : 0.0f; }

TexModStep matrix_step(float m00, float m01, float m10, float m11, float t0, float t1) {
    // The engine's transform: s' = s*m00 + t*m10 + t0, t' = s*m01 + t*m11 + t1.
    return {TexModStepKind::Matrix, {m00, m10, t0}, {m01, m11, t1}};
}

TexModStep tc_mod_step(const TexMod& m, double time) {
    const auto& v = m.values;
    switch (m.kind) {
        case TexModKind::Scroll: {
            // Only the fraction: coordinates stay small however long the map runs.
            const double s = double(v[0]) * time, t = double(v[1]) * time;
            return matrix_step(1, 0, 0, 1, float(s - std::floor(s)), float(t - std::floor(t)));
        }
        case TexModKind::Scale: return matrix_step(v[0], 0, 0, v[1], 0, 0);
        case TexModKind::Rotate: {
            const double degrees = -double(v[0]) * time;
            const double index = degrees * (kTableSize / 360.0);
            const int i = std::isfinite(index) && std::abs(index) < 9.0e18 ? int(int64_t(index) & kTableMask) : 0;
            const float sn = wave_table_value(WaveFunc::Sin, double(i) / kTableSize);
            const float cs = wave_table_value(WaveFunc::Sin, double((i + kTableSize / 4) & kTableMask) / kTableSize);
            return matrix_step(cs, sn, -sn, cs, 0.5f - 0.5f * cs + 0.5f * sn, 0.5f - 0.5f * sn - 0.5f * cs);
        }
        case TexModKind::Stretch: {
            const float w = evaluate_wave(m.wave, time);
            const float p = std::abs(w) > 1e-6f ? 1.0f / w : 1e6f;  // the engine divides by it unguarded
            return matrix_step(p, 0, 0, p, 0.5f - 0.5f * p, 0.5f - 0.5f * p);
        }
        case TexModKind::Transform: return matrix_step(v[0], v[1], v[2], v[3], v[4], v[5]);
        case TexModKind::Turb: {
            const double now = double(m.wave.phase) + time * double(m.wave.frequency);
            TexModStep step;
            step.kind = TexModStepKind::Turb;
            step.s_row = {m.wave.amplitude, float(now - std::floor(now)), 0};
            return step;
        }
        case TexModKind::EntityTranslate: break;  // the world's entity does not move its texture
    }
    return {};
}

}  // namespace

float wave_table_value(WaveFunc f, double x) {
    const int i = table_index(x);
    switch (f) {
        case WaveFunc::Sin: return float(std::sin(double(i) * kTwoPi / double(kTableSize - 1)));
        case WaveFunc::Square: return i < kTableSize / 2 ? 1.0f : -1.0f;
        case WaveFunc::Sawtooth: return float(i) / kTableSize;
        case WaveFunc::InverseSawtooth: return 1.0f - float(i) / kTableSize;
        case WaveFunc::Triangle: {
            const int quarter = kTableSize / 4, half = kTableSize / 2;
            const int j = i % half;
            const float rise = j < quarter ? float(j) / quarter : 1.0f - float(j - quarter) / quarter;
            return i < half ? rise : -rise;
        }
        case WaveFunc::Noise: return noise(x);
    }
    return 0.0f;
}

float evaluate_wave(const Wave& w, double time) {
    const double x = double(w.phase) + time * double(w.frequency);
    if (w.func == WaveFunc::Noise) return w.base + noise(x) * w.amplitude;
    return w.base + wave_table_value(w.func, x) * w.amplitude;
}

bool stage_output_scaled(const MaterialStage& s) {
    const bool reads_dst = s.src == BlendFactor::DstColor || s.src == BlendFactor::OneMinusDstColor;
    const bool dst_reads_src = s.dst == BlendFactor::SrcColor || s.dst == BlendFactor::OneMinusSrcColor;
    return !reads_dst && !dst_reads_src;
}

StageFrame evaluate_stage(const MaterialStage& s, double time, float overbright) {
    const float identity_light = 1.0f / overbright;
    StageFrame f;
    f.output_scale = stage_output_scaled(s) ? overbright : 1.0f;
    f.lightmap_scale = s.texture == StageTexture::Lightmap ? identity_light : 1.0f;

    glm::vec3 rgb{1.0f};
    switch (s.rgb) {
        case ColorGen::Identity: rgb = glm::vec3(1.0f); break;
        case ColorGen::IdentityLighting: rgb = glm::vec3(as_byte(identity_light)); break;
        case ColorGen::Const: rgb = {as_byte(s.rgb_const.r), as_byte(s.rgb_const.g), as_byte(s.rgb_const.b)}; break;
        case ColorGen::Entity: rgb = glm::vec3(1.0f); break;  // the world's entity colour
        case ColorGen::OneMinusEntity: rgb = glm::vec3(0.0f); break;
        case ColorGen::Wave: {
            // Non-noise waves are scaled like identityLighting; noise is not.
            const float v = evaluate_wave(s.rgb_wave, time);
            rgb = glm::vec3(as_byte(clamp01(s.rgb_wave.func == WaveFunc::Noise ? v : v * identity_light)));
            break;
        }
        case ColorGen::Vertex:
            f.rgb_mode = StageRgbMode::Vertex;
            f.vertex_scale = identity_light / overbright;
            break;
        case ColorGen::LightingDiffuse:
            f.rgb_mode = StageRgbMode::Diffuse;
            break;
        case ColorGen::ExactVertex:
            f.rgb_mode = StageRgbMode::Vertex;
            f.vertex_scale = 1.0f / overbright;
            break;
        case ColorGen::OneMinusVertex:
            // (1 - the framebuffer's vertex colour), scaled like identityLighting.
            f.rgb_mode = StageRgbMode::OneMinusVertex;
            f.vertex_scale = 1.0f / overbright;
            rgb = glm::vec3(identity_light);
            break;
    }
    float alpha = 1.0f;
    switch (s.alpha) {
        case AlphaGen::Identity:
            // ParseStage skips alphaGen identity after rgbGen lightingDiffuse: the
            // alpha is the one RB_CalcDiffuseColor wrote (0 for the world).
            if (s.rgb == ColorGen::LightingDiffuse) f.alpha_mode = StageAlphaMode::Diffuse;
            alpha = 1.0f;
            break;
        case AlphaGen::Const: alpha = as_byte(s.alpha_const); break;
        case AlphaGen::Wave: alpha = as_byte(clamp01(evaluate_wave(s.alpha_wave, time))); break;
        case AlphaGen::Entity: alpha = 1.0f; break;
        case AlphaGen::OneMinusEntity: alpha = 0.0f; break;
        case AlphaGen::Vertex: f.alpha_mode = StageAlphaMode::Vertex; break;
        case AlphaGen::OneMinusVertex: f.alpha_mode = StageAlphaMode::OneMinusVertex; break;
        case AlphaGen::Portal: f.alpha_mode = StageAlphaMode::Portal; break;
        case AlphaGen::LightingSpecular: f.alpha_mode = StageAlphaMode::Specular; break;
    }
    f.constant = glm::vec4(rgb, alpha);

    f.image = s.image;
    if (!s.frames.empty()) {
        // The engine's frame: time * rate in table units, shifted back down, wrapped.
        const double pos = time * double(s.frame_rate) * kTableSize;
        const int64_t step = std::isfinite(pos) && std::abs(pos) < 9.0e18 ? int64_t(pos) >> 10 : 0;
        const int64_t n = int64_t(s.frames.size());
        f.image = s.frames[size_t(((step % n) + n) % n)];
    }
    for (const TexMod& m : s.tc_mods) {
        if (f.tc_mod_count >= kMaxTexMods) break;
        f.tc_mods[f.tc_mod_count++] = tc_mod_step(m, time);
    }
    return f;
}

DeformFrame evaluate_deforms(const std::vector<Deform>& deforms, double time) {
    DeformFrame out;
    for (const Deform& d : deforms) {
        if (out.count >= kMaxDeforms) break;
        DeformStep step;
        if (d.kind == DeformKind::Move) {
            step.kind = DeformStepKind::Offset;
            step.offset = d.move * evaluate_wave(d.wave, time);
        } else if (d.kind == DeformKind::Wave && d.wave.func != WaveFunc::Noise) {
            if (d.wave.frequency == 0.0f) {
                step.kind = DeformStepKind::NormalOffset;
                step.offset.x = evaluate_wave(d.wave, time);
            } else {
                const double now = double(d.wave.phase) + time * double(d.wave.frequency);
                step.kind = DeformStepKind::Wave;
                step.func = d.wave.func;
                step.wave = {d.wave.base, d.wave.amplitude, float(now - std::floor(now)), d.spread};
            }
        } else if (d.kind == DeformKind::Bulge) {
            // The engine's time is in milliseconds, scaled by 0.001: seconds times speed.
            step.kind = DeformStepKind::Bulge;
            step.wave = {d.bulge[0], d.bulge[1], float(time * double(d.bulge[2])), 0};
        } else if (d.kind == DeformKind::Normal) {
            step.kind = DeformStepKind::Normals;
            step.wave = {d.wave.amplitude, float(time * double(d.wave.frequency)), 0, 0};
        } else {
            continue;  // autosprite and autosprite2 turn quads on the CPU; the others are recorded only
        }
        out.steps[out.count++] = step;
    }
    return out;
}

float bulge_offset(const DeformStep& bulge, float s) {
    constexpr float kIndexPerRadian = float(kTableSize / kTwoPi);
    const double x = double(kIndexPerRadian * (s * bulge.wave.x + bulge.wave.z));
    const int i = std::isfinite(x) && std::abs(x) < 9.0e18 ? int(int64_t(x) & kTableMask) : 0;
    return wave_table_value(WaveFunc::Sin, double(i) / kTableSize) * bulge.wave.y;
}

glm::vec2 apply_tc_mods(const StageFrame& frame, glm::vec2 st, const glm::vec3& p) {
    for (uint32_t i = 0; i < frame.tc_mod_count; ++i) {
        const TexModStep& m = frame.tc_mods[i];
        if (m.kind == TexModStepKind::Turb) {
            const double now = m.s_row.y;
            st.x += m.s_row.x * wave_table_value(WaveFunc::Sin, (p.x + p.z) * (1.0 / 128.0) * 0.125 + now);
            st.y += m.s_row.x * wave_table_value(WaveFunc::Sin, p.y * (1.0 / 128.0) * 0.125 + now);
        } else {
            const glm::vec3 h(st, 1.0f);
            st = {glm::dot(m.s_row, h), glm::dot(m.t_row, h)};
        }
    }
    return st;
}

}  // namespace bsp
