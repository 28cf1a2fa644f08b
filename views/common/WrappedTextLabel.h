#pragma once
// A word-wrapped QLabel that remembers its height for a width until its text, font or style changes
// (issue #12). A layout asks a height-for-width widget for the same width several times per pass
// (heightForWidth and minimumHeightForWidth of its layout item), and QLabel lays rich text out anew for each,
// twice (at the width, then back at the width it had): ~2 M instructions per call for the Serving tab's
// operating-point text, four calls per edit. The answers are QLabel's own, so layouts are unchanged.
#include <QLabel>

#include <utility>
#include <vector>

namespace fleet::views {

class WrappedTextLabel : public QLabel {
    Q_OBJECT
public:
    explicit WrappedTextLabel(QWidget* parent = nullptr);
    int heightForWidth(int width) const override;

protected:
    void changeEvent(QEvent* event) override;

private:
    // What QLabel's height for a width depends on besides the width (font and style: changeEvent).
    struct Key {
        QString text;
        int alignment = 0, margin = 0, indent = 0, minimumWidth = 0, maximumWidth = 0, format = 0;
        QMargins contents;
        bool operator==(const Key&) const = default;
    };
    Key key() const;

    mutable Key m_key;                                  // what m_heights are for
    mutable std::vector<std::pair<int, int>> m_heights; // width → height, at most a few widths
};

} // namespace fleet::views
