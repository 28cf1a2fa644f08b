#include "common/WrappedTextLabel.h"

#include <QEvent>

#include <algorithm>

namespace fleet::views {

namespace {
constexpr std::size_t kWidths = 4; // widths remembered per text: a layout pass asks for one or two
}

WrappedTextLabel::WrappedTextLabel(QWidget* parent) : QLabel(parent)
{
    setWordWrap(true);
}

WrappedTextLabel::Key WrappedTextLabel::key() const
{
    return {text(),
            int(alignment()) | (wordWrap() ? int(Qt::TextWordWrap) : 0),
            margin(),
            indent(),
            minimumWidth(),
            maximumWidth(),
            int(textFormat()),
            contentsMargins()};
}

int WrappedTextLabel::heightForWidth(int width) const
{
    if (Key k = key(); !(k == m_key)) {
        m_key = std::move(k);
        m_heights.clear();
    }
    const auto hit = std::find_if(m_heights.begin(), m_heights.end(), [&](const auto& p) {
        return p.first == width;
    });
    if (hit != m_heights.end())
        return hit->second;
    const int height = QLabel::heightForWidth(width);
    if (m_heights.size() == kWidths)
        m_heights.erase(m_heights.begin());
    m_heights.emplace_back(width, height);
    return height;
}

void WrappedTextLabel::changeEvent(QEvent* event)
{
    // A new font, style, palette-driven metrics or layout direction lays the same text out differently.
    m_heights.clear();
    QLabel::changeEvent(event);
}

} // namespace fleet::views
