-- The smallest example; replaced by a drawing once the shape library exists.
print("hello from shapelua")
